import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestCreateMerchant } from '../screens/merchants/common/create-merchant-popover/create-merchant-requests.ts';
import { renderInConsole } from '../testing/console-test-harness.tsx';
import { LazyCreateMerchantPopover, LazyMerchantPicker } from './lazy-header-tools.tsx';

describe('header tools loaded after the first paint', () => {
  it('opens Create merchant when its button is pressed before the code has arrived', async () => {
    const { user } = renderInConsole(<LazyCreateMerchantPopover />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Create merchant' })).toBeDefined();
  });

  it('opens Create merchant for the palette before the code has arrived', async () => {
    renderInConsole(<LazyCreateMerchantPopover />);
    requestCreateMerchant();
    expect(await screen.findByRole('dialog', { name: 'Create merchant' })).toBeDefined();
  });

  it('offers Create merchant only to the roles that may create one: not to an operator, to an admin', async () => {
    const operator = renderInConsole(<LazyCreateMerchantPopover />, { roles: ['operator'] });
    expect(screen.queryByRole('button', { name: 'Create merchant' })).toBeNull();
    operator.unmount();
    renderInConsole(<LazyCreateMerchantPopover />, { roles: ['admin'] });
    expect(screen.getByRole('button', { name: 'Create merchant' })).toBeDefined();
  });

  it('keeps the focus on the merchant picker button when the loaded one replaces it', async () => {
    const { user } = renderInConsole(<LazyMerchantPicker />);
    const placeholder = screen.getByRole('button', { name: 'Merchant and division: Select merchant' });
    await user.tab();
    expect(document.activeElement).toBe(placeholder);
    const name = 'Merchant and division: Select merchant';
    // The loaded button is Radix's popover trigger, which says whether its popover is open.
    await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false'));
    const loaded = screen.getByRole('button', { name });
    expect(loaded).not.toBe(placeholder);
    expect(document.activeElement).toBe(loaded);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Merchant and division' })).toBeDefined();
  });
});
