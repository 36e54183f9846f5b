import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntegrationFilterBar } from '../../../domain-parts/reconciliation/integration-filter-bar.tsx';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { bankLineAddress, bankLineQueryText } from './bank-line-list-query.ts';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

describe('the bank lines filter bar', () => {
  it('keeps its query field, status and type on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<IntegrationFilterBar address={bankLineAddress} />, {
      url: '/bank-integration?q=amount%3E%3D10%20reference%3APR-1*&page=3',
    });
    expect(queryField().value).toBe('amount>=10 reference:PR-1*');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    expect(currentQuery().get('q')).toBe('amount>=10 reference:PR-1* type:DEPOSIT');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('amount>=10 reference:PR-1* type:DEPOSIT'));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(currentQuery().get('q')).toBe('amount>=10 reference:PR-1* type:DEPOSIT status:FAILED');
    await user.click(screen.getByRole('button', { name: 'Remove filter Type: Deposit' }));
    expect(currentQuery().get('q')).toBe('amount>=10 reference:PR-1* status:FAILED');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('reads an older link’s filters as the query, applies a typed one at Enter and marks one it cannot read', async () => {
    const { user } = renderInConsole(<IntegrationFilterBar address={bankLineAddress} />, {
      url: '/bank-integration?status=FAILED&type=DEPOSIT',
    });
    expect(queryField().value).toBe('status:FAILED type:DEPOSIT');
    expect(bankLineQueryText('?status=FAILED&type=NOPE')).toBe('status:FAILED');
    await user.clear(queryField());
    await user.type(queryField(), 'settled>-7d -status:reconciled{Enter}');
    expect(currentQuery().get('q')).toBe('settled>-7d -status:reconciled');
    expect(currentQuery().get('status')).toBeNull();
    await user.clear(queryField());
    await user.type(queryField(), 'created>-7d{Enter}');
    expect(await screen.findByText(/'created' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('settled>-7d -status:reconciled');
    expect(bankLineQueryText(window.location.search)).toBe('settled>-7d -status:reconciled');
  });
});
