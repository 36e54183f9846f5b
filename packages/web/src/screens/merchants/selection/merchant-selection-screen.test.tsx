import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  merchantSearchTermStorageKey,
  recentMerchantsStorageKey,
} from '../../../lib/merchant-selection/merchant-selection-context.ts';
import { currentQuery, renderInConsole } from '../../../testing/console-test-harness.tsx';
import { MerchantSelectionScreen } from './merchant-selection-screen.tsx';

const acme = sampleMerchant('Acme Market');
const bolt = sampleMerchant('Acme Bolt Retail', ['Shoes', 'Bags']);
const merchants = [acme, bolt];

const searchBox = () => screen.getByRole('searchbox', { name: 'Search merchants' });
const results = () => screen.findByRole('list', { name: 'Merchants' });

describe('merchant selection screen', () => {
  it("starts with the search box and an empty 'Recently selected'", () => {
    renderInConsole(<MerchantSelectionScreen />, { merchants });
    expect(document.activeElement).toBe(searchBox());
    expect(screen.getByRole('heading', { name: 'Recently selected' })).toBeDefined();
    expect(screen.getByText('Nothing to see here.')).toBeDefined();
    expect(document.title).toBe('Ops | Select merchant');
  });

  it('asks for 3 letters before searching by name', async () => {
    const { user, directory } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    await user.type(searchBox(), 'ac');
    expect(screen.getByText('Type at least 3 letters to search by name')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(directory.calls).toEqual([]);
  });

  it('shows 5 skeleton rows while searching, then the merchants found', async () => {
    const { user, directory } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    const release = directory.hold();
    await user.type(searchBox(), 'acme');
    const loading = await screen.findByRole('list', { name: 'Loading merchants' });
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(5);
    release();
    const list = await results();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([`Acme Market${acme.code} · 1 division`, `Acme Bolt Retail${bolt.code} · 2 divisions`]);
    expect(directory.calls).toEqual(['searchMerchants acme']);
  });

  it('selects the only division at once, writes both codes and remembers the merchant and the term', async () => {
    const { user } = renderInConsole(<MerchantSelectionScreen />, { merchants, url: '/?tab=balance' });
    await user.type(searchBox(), 'market');
    await user.click(within(await results()).getByRole('button', { name: /Acme Market/ }));
    await waitFor(() => expect(currentQuery().get('merchantCode')).toBe(acme.code));
    expect(currentQuery().get('divisionCode')).toBe(acme.divisions[0]?.code);
    expect(currentQuery().get('tab')).toBe('balance');
    expect(JSON.parse(window.localStorage.getItem(recentMerchantsStorageKey) ?? '[]')).toEqual([
      {
        merchantCode: acme.code,
        merchantName: 'Acme Market',
        divisionCode: acme.divisions[0]?.code,
        divisionName: 'Main',
      },
    ]);
    expect(JSON.parse(window.sessionStorage.getItem(merchantSearchTermStorageKey) ?? '""')).toBe('market');
  });

  it('expands a merchant with several divisions and picks one with the keyboard alone', async () => {
    const { user } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    await user.type(searchBox(), 'bolt');
    await results();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Acme Bolt Retail');
    await user.keyboard('{Enter}');
    const divisions = await screen.findByRole('list', { name: 'Divisions of Acme Bolt Retail' });
    expect(
      within(divisions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([`Shoes${bolt.divisions[0]?.code}`, `Bags${bolt.divisions[1]?.code}`]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(currentQuery().get('divisionCode')).toBe(bolt.divisions[1]?.code));
    expect(currentQuery().get('merchantCode')).toBe(bolt.code);
  });

  it('asks to type more when a name matches too many merchants', async () => {
    const many = Array.from({ length: 26 }, (_, index) => sampleMerchant(`Shop ${index}`));
    const { user } = renderInConsole(<MerchantSelectionScreen />, { merchants: many });
    await user.type(searchBox(), 'shop');
    expect(within(await results()).getAllByRole('button')).toHaveLength(25);
    expect(screen.getByText('Too many merchants match, type more to narrow the search')).toBeDefined();
  });

  it('shows an error with a retry when the merchants fail to load', async () => {
    const { user, directory } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    directory.failing.add('searchMerchants');
    await user.type(searchBox(), 'acme');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The merchants could not be loaded');
    directory.failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await results()).getAllByRole('button')).toHaveLength(2);
  });

  it("shows the spec's error when the divisions fail to load", async () => {
    const { user, directory } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    await user.type(searchBox(), 'bolt');
    directory.failing.add('listDivisions');
    await user.click(within(await results()).getByRole('button', { name: /Acme Bolt Retail/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The divisions could not be loaded, please refresh the page',
    );
  });

  it('lists the recently selected merchants, picks one again, and removes one', async () => {
    const entry = (merchant: typeof acme) => ({
      merchantCode: merchant.code,
      merchantName: merchant.displayName,
      divisionCode: merchant.divisions[0]?.code,
      divisionName: merchant.divisions[0]?.displayName,
    });
    window.localStorage.setItem(recentMerchantsStorageKey, JSON.stringify([entry(bolt), entry(acme)]));
    const { user } = renderInConsole(<MerchantSelectionScreen />, { merchants });
    await user.click(screen.getByRole('button', { name: 'Remove Acme Bolt Retail from recently selected' }));
    expect(screen.queryByRole('button', { name: /Acme Bolt Retail/ })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(recentMerchantsStorageKey) ?? '[]')).toEqual([entry(acme)]);
    await user.click(screen.getByRole('button', { name: /^Acme Market/ }));
    await waitFor(() => expect(currentQuery().get('merchantCode')).toBe(acme.code));
    await user.click(screen.getByRole('button', { name: 'Remove Acme Market from recently selected' }));
    expect(screen.getByText('Nothing to see here.')).toBeDefined();
  });

  it('searches the term kept from earlier in this tab at once', async () => {
    window.sessionStorage.setItem(merchantSearchTermStorageKey, JSON.stringify('bolt'));
    renderInConsole(<MerchantSelectionScreen />, { merchants, keepSessionStorage: true });
    expect(searchBox()).toHaveProperty('value', 'bolt');
    expect(within(await results()).getAllByRole('button')).toHaveLength(1);
  });
});
