import type { OpsRole } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { sampleSeller } from '../../../testing/sample-seller.ts';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { SellersScreen } from '../list/sellers-screen.tsx';
import { SellerDetailsBody } from './seller-details-body.tsx';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
const seller = sampleSeller();

/** Renders a seller screen for an account holding `roles`, once the platform's answer about them has come. */
async function renderAs(roles: readonly OpsRole[], ui: React.ReactNode, path: string) {
  signInForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInConsole(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    merchants: [merchant],
    url: `${path}?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    roles,
  });
  // The roles are answered from memory: one turn of the event loop and they are known.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('seller actions by role', () => {
  it("offers a viewer none of the seller's actions: no update, legal form, delete or identity edit", async () => {
    await renderAs(['viewer'], <SellerDetailsBody scope={scope} seller={seller} tab="identity" />, '/sellers/AH-1');
    expect(await screen.findByText(seller.name)).toBeTruthy();
    const shown = buttonNames();
    for (const action of ['Update seller', 'Change legal form', 'Delete seller', 'Edit identity']) {
      expect(shown).not.toContain(action);
    }
  });

  it('offers an operator the same actions', async () => {
    await renderAs(['operator'], <SellerDetailsBody scope={scope} seller={seller} tab="identity" />, '/sellers/AH-1');
    const shown = buttonNames();
    for (const action of ['Update seller', 'Change legal form', 'Delete seller', 'Edit identity']) {
      expect(shown).toContain(action);
    }
  });

  it('offers a viewer no Create seller on the list of a bound division', async () => {
    await renderAs(['viewer'], <SellersScreen />, '/sellers');
    expect(
      await screen.findByText('Every seller of the division on view, with their statuses and balances.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create seller' })).toBeNull();
  });

  it('offers an operator Create seller on the list', async () => {
    await renderAs(['operator'], <SellersScreen />, '/sellers');
    expect(await screen.findByRole('button', { name: 'Create seller' })).toBeTruthy();
  });
});
