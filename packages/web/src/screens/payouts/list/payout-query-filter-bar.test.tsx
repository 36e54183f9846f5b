import { payoutBatchStatuses, payoutRequestStatuses } from '@ops/core/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { payoutBatchAddress } from './payout-batch-query.ts';
import { PayoutQueryFilterBar } from './payout-query-filter-bar.tsx';
import { payoutRequestAddress } from './payout-request-query.ts';

const requestFilterBar = <PayoutQueryFilterBar address={payoutRequestAddress} statuses={payoutRequestStatuses} />;
const batchFilterBar = <PayoutQueryFilterBar address={payoutBatchAddress} statuses={payoutBatchStatuses} />;
const fieldValue = () => (screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement).value;

describe('the payout requests filter bar', () => {
  it('keeps its status select, search and query field on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(requestFilterBar, { url: '/payouts/requests?q=amount%3E%3D10&page=3' });
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
    renderInConsole(requestFilterBar, { url: '/payouts/requests?status=FAILED&search=PR-9' });
    expect(fieldValue()).toBe('status:FAILED PR-9');
  });
});

describe('the payout batches filter bar', () => {
  it('keeps its status select, search and query field on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(batchFilterBar, { url: '/payouts?status=READY&search=PO-1&page=2' });
    expect(fieldValue()).toBe('status:READY PO-1');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'approved');
    expect(currentQuery().get('q')).toBe('status:APPROVED PO-1');
    expect(currentQuery().get('status')).toBeNull();
    expect(currentQuery().get('page')).toBeNull();
    const field = screen.getByRole('combobox', { name: 'Query' });
    await user.clear(field);
    await user.type(field, 'amount>=1000 currency:eur{Enter}');
    expect(currentQuery().get('q')).toBe('amount>=1000 currency:eur');
    await user.clear(field);
    await user.type(field, 'type:manual{Enter}');
    expect(await screen.findByText(/'type' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('amount>=1000 currency:eur');
  });
});
