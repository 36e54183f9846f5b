import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { SegmentedControl } from './segmented-control.tsx';

const tiers = [
  { value: 'light', label: 'Light' },
  { value: 'standard', label: 'Standard' },
] as const;

function Tier({ disabled }: { disabled?: boolean }) {
  const [tier, setTier] = useState<(typeof tiers)[number]['value']>('light');
  return <SegmentedControl label="Tier" options={tiers} value={tier} onValueChange={setTier} disabled={disabled} />;
}

describe('SegmentedControl', () => {
  it('is a group of radios named by its label; a click chooses at once', async () => {
    const user = userEvent.setup();
    renderInConsole(<Tier />);
    expect(screen.getByRole('group', { name: 'Tier' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', false);
  });

  it('shows its choice but takes no other while disabled', async () => {
    const user = userEvent.setup();
    renderInConsole(<Tier disabled />);
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveProperty('disabled', true);
  });
});
