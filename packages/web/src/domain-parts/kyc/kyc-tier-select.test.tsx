import type { KycTier } from '@ops/core/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../testing/choose-option.ts';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { KycTierSelect } from './kyc-tier-select.tsx';

function TierChoice() {
  const [tier, setTier] = useState<KycTier | undefined>(undefined);
  return (
    <>
      <KycTierSelect label="KYC tier" value={tier} onChange={setTier} />
      <output>{tier ?? 'none'}</output>
    </>
  );
}

describe('KycTierSelect', () => {
  it('offers every tier in its words and hands on the one chosen', async () => {
    const user = userEvent.setup();
    renderInConsole(<TierChoice />);
    const select = screen.getByRole('combobox', { name: 'KYC tier' });
    select.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Light KYC',
      'Standard KYC',
      'Advanced KYC',
    ]);
    await user.keyboard('{Escape}');
    await chooseOption(user, select, 'Advanced KYC');
    expect(screen.getByRole('status').textContent).toBe('ADVANCED_KYC');
  });
});
