import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { TransferFilterBar } from './transfer-filter-bar.tsx';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

describe('the balance transfers filter bar', () => {
  it('keeps its query field, type, currency and search on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<TransferFilterBar />, {
      url: '/balance-transfers?q=amount%3E%3D10%20account%3AVA-1*&page=3',
    });
    expect(queryField().value).toBe('amount>=10 account:VA-1*');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Type' }), 'VAT');
    expect(currentQuery().get('q')).toBe('amount>=10 account:VA-1* type:VAT');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('amount>=10 account:VA-1* type:VAT'));
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'usd');
    expect(currentQuery().get('q')).toBe('amount>=10 account:VA-1* type:VAT currency:USD');
    await user.type(screen.getByRole('searchbox', { name: 'Search by transfer or account code' }), 'BT-1');
    await waitFor(() => expect(currentQuery().get('q')).toBe('amount>=10 account:VA-1* type:VAT currency:USD BT-1'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Type: VAT' }));
    expect(currentQuery().get('q')).toBe('amount>=10 account:VA-1* currency:USD BT-1');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('applies a typed query at Enter and marks one it cannot read, keeping the list as it was', async () => {
    const { user } = renderInConsole(<TransferFilterBar />, { url: '/balance-transfers?type=CORRECTION&search=VA-9' });
    expect(queryField().value).toBe('type:CORRECTION VA-9');
    await user.clear(queryField());
    await user.type(queryField(), 'type:wallet,vat created>-7d{Enter}');
    expect(currentQuery().get('q')).toBe('type:wallet,vat created>-7d');
    expect(currentQuery().get('type')).toBeNull();
    await user.clear(queryField());
    await user.type(queryField(), 'status:confirmed{Enter}');
    expect(await screen.findByText(/'status' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('type:wallet,vat created>-7d');
  });
});
