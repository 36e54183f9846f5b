import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { NumberField } from './number-field.tsx';

function AmountForm({ currency, error }: { currency?: string; error?: string }) {
  const [amount, setAmount] = useState('');
  return <NumberField label="Amount" value={amount} onChange={setAmount} currency={currency} error={error} />;
}

describe('NumberField', () => {
  it('shows the amount typed in minor units in major units of its currency beside it, read out with the box', async () => {
    const user = userEvent.setup();
    renderInConsole(<AmountForm currency="EUR" />);
    const box = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(box, '1050');
    const major = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(major?.textContent).toMatch(/€\s?10\.50/);
    expect(box.getAttribute('inputmode')).toBe('numeric');
  });

  it('shows its error under the box and marks the box invalid', () => {
    renderInConsole(<AmountForm currency="EUR" error="Amount is required" />);
    const box = screen.getByRole('textbox', { name: 'Amount' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Amount is required');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });
});
