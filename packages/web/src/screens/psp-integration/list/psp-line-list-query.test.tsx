import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntegrationFilterBar } from '../../../domain-parts/reconciliation/integration-filter-bar.tsx';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { pspLineAddress, pspLineQueryText } from './psp-line-list-query.ts';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

describe('the PSP lines filter bar', () => {
  it('keeps its query field, status and type on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<IntegrationFilterBar address={pspLineAddress} />, {
      url: '/psp-integration?q=batch%3A7*%20report%3APX-1&page=2',
    });
    expect(queryField().value).toBe('batch:7* report:PX-1');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'unallocated');
    expect(currentQuery().get('q')).toBe('batch:7* report:PX-1 status:UNALLOCATED');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('batch:7* report:PX-1 status:UNALLOCATED'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Type' }), 'Settlement');
    expect(currentQuery().get('q')).toBe('batch:7* report:PX-1 status:UNALLOCATED type:SETTLEMENT');
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: unallocated' }));
    expect(currentQuery().get('q')).toBe('batch:7* report:PX-1 type:SETTLEMENT');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('reads an older link’s filters as the query the rows are asked with, and marks a query it cannot read', async () => {
    const { user } = renderInConsole(<IntegrationFilterBar address={pspLineAddress} />, {
      url: '/psp-integration?status=FAILED&type=SETTLEMENT',
    });
    expect(queryField().value).toBe('status:FAILED type:SETTLEMENT');
    expect(pspLineQueryText('?status=FAILED&type=SETTLEMENT')).toBe('status:FAILED type:SETTLEMENT');
    await user.clear(queryField());
    await user.type(queryField(), 'reference:PSP-1* merchant:M-1{Enter}');
    expect(currentQuery().get('q')).toBe('reference:PSP-1* merchant:M-1');
    expect(currentQuery().get('status')).toBeNull();
    await user.clear(queryField());
    await user.type(queryField(), 'file:BS-1{Enter}');
    expect(await screen.findByText(/'file' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(pspLineQueryText(window.location.search)).toBe('reference:PSP-1* merchant:M-1');
  });
});
