import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { renderSellerForm } from '../common/seller-forms/seller-forms-test-kit.tsx';
import { SellersScreen } from './sellers-screen.tsx';

describe('sellers screen', () => {
  it('asks for a merchant when none is bound, and offers no seller to create', async () => {
    renderInConsole(<SellersScreen />, { url: '/sellers' });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a merchant and try again');
    expect(screen.queryByRole('button', { name: 'Create seller' })).toBeNull();
  });

  it('keeps its filters in the URL, back on the first page, and remembers them for the way back', async () => {
    const { user } = renderSellerForm(<SellersScreen />);
    window.history.replaceState(null, '', `/sellers${window.location.search}&page=3`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'REJECTED');
    await user.click(screen.getByRole('switch', { name: 'Show deleted sellers' }));
    await user.type(screen.getByLabelText('Search sellers'), 'bakker');
    await waitFor(() => expect(currentQuery().get('search')).toBe('bakker'));
    expect(currentQuery().get('status')).toBe('REJECTED');
    expect(currentQuery().get('showDeleted')).toBe('true');
    expect(currentQuery().get('page')).toBeNull();
    expect(currentQuery().get('merchantCode')).toMatch(/^M-/);
    expect(JSON.parse(window.sessionStorage.getItem('ops.sellers.listQuery') ?? '""')).toContain('search=bakker');
  });

  it('shows the error state when the sellers cannot be loaded, and opens the create form', async () => {
    const { user } = renderSellerForm(<SellersScreen />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create seller' }));
    expect(screen.getByRole('region', { name: 'Create seller' })).toBeTruthy();
  });
});
