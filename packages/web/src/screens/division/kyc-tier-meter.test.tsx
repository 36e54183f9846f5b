import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { KycTierMeter } from './kyc-tier-meter.tsx';

describe('KYC tier meter', () => {
  it('shows a KYC tier as a level from light to advanced', () => {
    renderInConsole(
      <>
        <KycTierMeter tier="LIGHT_KYC" />
        <KycTierMeter tier="ADVANCED_KYC" />
      </>,
    );
    const meters = screen.getAllByRole('meter', { name: 'KYC tier' });
    const reading = (meter: HTMLElement) => ['value', 'max', 'aria-valuetext'].map((name) => meter.getAttribute(name));
    expect(meters.map(reading)).toEqual([
      ['1', '3', 'Light KYC'],
      ['3', '3', 'Advanced KYC'],
    ]);
  });

  it('explains the tiers in an info popover, in Dutch too, and Escape gives focus back', async () => {
    window.localStorage.setItem('ops.locale', JSON.stringify('nl'));
    const { user } = renderInConsole(<KycTierMeter tier="STANDARD_KYC" />);
    expect(screen.getByRole('meter', { name: 'KYC-niveau' }).getAttribute('aria-valuetext')).toBe('Standard KYC');
    const info = screen.getByRole('button', { name: 'Over KYC-niveaus' });
    await user.click(info);
    const popover = screen.getByRole('dialog', { name: 'Over KYC-niveaus' });
    expect(within(popover).getByText('Laag risico: één betaling onder 1.000 EUR.')).toBeDefined();
    expect(
      within(popover)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toHaveLength(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(info);
  });
});
