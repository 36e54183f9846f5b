import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { InvoiceFilterBar } from './invoice-filter-bar.tsx';

const queryField = () => screen.getByRole('combobox', { name: 'Query' }) as HTMLInputElement;

describe('the invoices filter bar', () => {
  it('keeps its query field and currency on one query in the URL', { timeout: 20_000 }, async () => {
    const { user } = renderInConsole(<InvoiceFilterBar />, {
      url: '/invoices?q=amount%3E%3D100%20period%3E%3D2026-01-01&page=2',
    });
    expect(queryField().value).toBe('amount>=100 period>=2026-01-01');
    expect(screen.getByRole('button', { name: /^Remove filter Period: / })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'usd');
    expect(currentQuery().get('q')).toBe('amount>=100 period>=2026-01-01 currency:USD');
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(() => expect(queryField().value).toBe('amount>=100 period>=2026-01-01 currency:USD'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Currency: USD' }));
    expect(currentQuery().get('q')).toBe('amount>=100 period>=2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentQuery().get('q')).toBeNull();
  });

  it('applies a typed query at Enter and marks one it cannot read, keeping the list as it was', async () => {
    const { user } = renderInConsole(<InvoiceFilterBar />, { url: '/invoices' });
    await user.type(queryField(), 'code:INV-2026* currency:eur{Enter}');
    expect(currentQuery().get('q')).toBe('code:INV-2026* currency:eur');
    expect((screen.getByRole('textbox', { name: 'Currency' }) as HTMLInputElement).value).toBe('EUR');
    await user.clear(queryField());
    await user.type(queryField(), 'status:paid{Enter}');
    expect(await screen.findByText(/'status' is not a field of this list \(character 1\)/)).toBeTruthy();
    expect(currentQuery().get('q')).toBe('code:INV-2026* currency:eur');
  });
});
