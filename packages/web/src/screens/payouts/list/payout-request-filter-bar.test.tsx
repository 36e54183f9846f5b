import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { PayoutRequestFilterBar } from './payout-request-filter-bar.tsx';

const fieldValue = () => (screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement).value;

describe('the payout requests filter bar', () => {
  it('keeps its status select, search and query field on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<PayoutRequestFilterBar />, { url: '/payouts/requests?q=amount%3E%3D10&page=3' });
    expect(fieldValue()).toBe('amount>=10');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'waiting');
    expect(currentQuery().get('q')).toBe('amount>=10 status:WAITING');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(fieldValue()).toBe('amount>=10 status:WAITING'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'PR-1');
    await waitFor(() => expect(currentQuery().get('q')).toBe('amount>=10 status:WAITING PR-1'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: waiting' }));
    expect(currentQuery().get('q')).toBe('amount>=10 PR-1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('reads an older link’s status and search as the query', () => {
    renderInConsole(<PayoutRequestFilterBar />, { url: '/payouts/requests?status=FAILED&search=PR-9' });
    expect(fieldValue()).toBe('status:FAILED PR-9');
  });
});
