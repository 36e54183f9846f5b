import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { KycQueueFilterBar } from './kyc-queue-filter-bar.tsx';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;
const counts = { OPEN: 3, ASSIGNED: 1, DONE: 12 };

describe('the KYC queue filter bar', () => {
  it('keeps its query field, status, tier, merchant and age on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<KycQueueFilterBar counts={counts} />, { url: '/kycChecks?page=2' });
    expect(queryField().value).toBe('status:OPEN');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Tier' }), 'Light KYC');
    expect(currentQuery().get('q')).toBe('status:OPEN tier:LIGHT_KYC');
    expect(currentQuery().get('page')).toBeNull();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Done (12)');
    expect(currentQuery().get('q')).toBe('status:DONE tier:LIGHT_KYC');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Age' }), 'Older than 7 days');
    expect(currentQuery().get('q')).toBe('status:DONE tier:LIGHT_KYC created<=-7d');
    await user.type(screen.getByRole('textbox', { name: 'Merchant code' }), 'M-1{Enter}');
    expect(currentQuery().get('q')).toBe('status:DONE tier:LIGHT_KYC created<=-7d merchant:M-1');
    await waitFor(() => expect(queryField().value).toBe('status:DONE tier:LIGHT_KYC created<=-7d merchant:M-1'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Age: Older than 7 days' }));
    expect(currentQuery().get('q')).toBe('status:DONE tier:LIGHT_KYC merchant:M-1');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    expect(currentQuery().get('q')).toBe('tier:LIGHT_KYC merchant:M-1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBe('status:OPEN');
  });

  it('applies a typed query at Enter, an empty one as every task, and marks one it cannot read', async () => {
    const { user } = renderInConsole(<KycQueueFilterBar counts={undefined} />, {
      url: '/kycChecks?status=ASSIGNED&olderThanDays=3',
    });
    expect(queryField().value).toBe('status:ASSIGNED created<=-3d');
    await user.clear(queryField());
    await user.type(queryField(), 'status:open,assigned reason:reopened jansen{Enter}');
    expect(currentQuery().get('q')).toBe('status:open,assigned reason:reopened jansen');
    expect(currentQuery().get('status')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Any status');
    await user.clear(queryField());
    await user.type(queryField(), 'amount>10{Enter}');
    expect(await screen.findByText(/'amount' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('status:open,assigned reason:reopened jansen');
    await user.clear(queryField());
    // The emptied field offers the fields to complete: Escape closes them first.
    await user.keyboard('{Escape}{Enter}');
    expect(currentQuery().get('q')).toBe('');
  });
});
