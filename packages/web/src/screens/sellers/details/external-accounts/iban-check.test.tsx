import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSellerForm } from '../../testing/seller-forms-test-kit.tsx';
import { IbanCheck } from './iban-check.tsx';

describe('IBAN check', () => {
  it("says 'Failed to check IBAN' when the check does not answer", async () => {
    const { user } = renderSellerForm(<IbanCheck accountHolderCode="AH-1" iban="NL91ABNA0417164300" />);
    await user.click(screen.getByRole('button', { name: 'Check IBAN' }));
    expect((await screen.findByText('Failed to check IBAN')).closest('[role="status"]')).not.toBeNull();
  });
});
