import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderInConsole } from '../../../../testing/console-test-harness.tsx';
import { MerchantPicker } from './merchant-picker.tsx';

const acme = sampleMerchant('Acme Market');
const bolt = sampleMerchant('Acme Bolt Retail', ['Shoes', 'Bags']);

describe('merchant picker', () => {
  it('searches with 4 skeleton rows, picks a division, closes, and shows the bound merchant and division', async () => {
    const { user, directory } = renderInConsole(<MerchantPicker />, { merchants: [acme, bolt] });
    const trigger = screen.getByRole('button', { name: 'Merchant and division: Select merchant' });
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Merchant and division' });
    expect(document.activeElement).toBe(within(panel).getByRole('searchbox', { name: 'Search merchants' }));
    const release = directory.hold();
    await user.keyboard('bolt');
    const loading = await within(panel).findByRole('list', { name: 'Loading merchants' });
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(4);
    release();
    await within(panel).findByRole('list', { name: 'Merchants' });
    await user.keyboard('{ArrowDown}{Enter}');
    await within(panel).findByRole('list', { name: 'Divisions of Acme Bolt Retail' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentQuery().get('divisionCode')).toBe(bolt.divisions[0]?.code);
    expect(
      await screen.findByRole('button', { name: 'Merchant and division: Acme Bolt Retail · Shoes' }),
    ).toBeDefined();
  });

  it('clears the selection, removing both codes from the query', async () => {
    const { user } = renderInConsole(<MerchantPicker />, {
      merchants: [acme],
      url: `/?merchantCode=${acme.code}&divisionCode=${acme.divisions[0]?.code}&page=2`,
    });
    await user.click(await screen.findByRole('button', { name: 'Merchant and division: Acme Market · Main' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(currentQuery().get('merchantCode')).toBeNull());
    expect(currentQuery().get('divisionCode')).toBeNull();
    expect(currentQuery().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Merchant and division: Select merchant' })).toBeDefined();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderInConsole(<MerchantPicker />, { merchants: [acme] });
    const trigger = screen.getByRole('button', { name: /Merchant and division/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByText('Recently selected')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
