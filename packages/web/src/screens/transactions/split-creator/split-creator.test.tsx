import type { AccountHolder, Page, VirtualAccount } from '@ops/core/contract';
import { sampleMerchant } from '@ops/core/flows/merchant-selection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option.ts';
import { confirmAction } from '../../../testing/confirm-action.ts';
import { renderInConsole } from '../../../testing/console-test-harness.tsx';
import { sampleSeller } from '../../../testing/sample-seller.ts';
import { signInForTests } from '../../../testing/signed-in-for-tests.ts';
import { SplitCreator } from './split-creator.tsx';
import { sellerSearchQueryKey } from './use-seller-search.ts';

const merchant = sampleMerchant('Holland Goods');
const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };

const account = (code: string, currency: string): VirtualAccount => ({
  code,
  displayName: 'Main account',
  currency,
  type: 'SELLER',
  confirmedBalance: 0,
  pendingBalance: 0,
  payoutBalance: 0,
});
const seller = (code: string, name: string, currency = 'EUR'): AccountHolder =>
  sampleSeller({ code, name, balances: [account(`VA-${code}`, currency)] });
const page = (elements: AccountHolder[], totalCount = elements.length): Page<AccountHolder> => ({
  elements,
  pageNumber: 1,
  pageSize: 10,
  totalCount,
});

/**
 * The creator bound to a division, with what the seller search finds for some terms already in the query cache
 * (nothing answers calls in a component test: a submit fails to reach the platform).
 */
async function renderCreator(found: Record<string, Page<AccountHolder>> = {}) {
  signInForTests();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [term, answer] of Object.entries(found))
    queryClient.setQueryData(sellerSearchQueryKey(scope, term), answer);
  const outcome = { done: 0, cancelled: 0 };
  const rendered = renderInConsole(
    <QueryClientProvider client={queryClient}>
      <SplitCreator onDone={() => (outcome.done += 1)} onCancel={() => (outcome.cancelled += 1)} />
    </QueryClientProvider>,
    {
      merchants: [merchant],
      url: `/transactions?merchantCode=${scope.merchantCode}&divisionCode=${scope.divisionCode}`,
    },
  );
  // The query's merchant and division are checked before the creator binds to them.
  await screen.findByRole('form', { name: 'Create split' });
  return { ...rendered, outcome };
}

const row = (n: number) => screen.getByRole('group', { name: `Seller ${n}` });
const alertsIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

// Each test types dozens of keys through the form's fields: more than the default 5 s on a loaded machine.
describe('the split creator', { timeout: 20_000 }, () => {
  it('shows the unallocated remainder as amounts are typed, and the overshoot past the total', async () => {
    const { user } = await renderCreator();
    const remainder = () => screen.getByRole('status').textContent;
    expect(remainder()).toBe('Unallocated €0.00');
    await user.type(screen.getByLabelText('Total amount'), '10010');
    expect(remainder()).toBe('Unallocated €100.10');
    await user.type(within(row(1)).getByLabelText('Amount'), '6005');
    expect(remainder()).toBe('Unallocated €40.05');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    await user.type(within(row(2)).getByLabelText('Amount'), '4006');
    expect(remainder()).toBe('The shares exceed the total by €0.01');
    expect(alertsIn(row(2))).toEqual(['Amount exceeds the total amount']);
    expect(alertsIn(row(1))).toEqual([]);
  });

  it('takes amounts in minor units and shows each in major units of the currency beside it as it is typed', async () => {
    const { user } = await renderCreator();
    const total = screen.getByLabelText('Total amount');
    const beside = (field: HTMLElement) => field.nextElementSibling?.textContent;
    expect(screen.getByText('Amounts in the smallest unit of EUR: 1050 is €10.50')).toBeTruthy();
    expect(beside(total)).toBe('');
    await user.type(total, '1050');
    expect(beside(total)).toBe('€10.50');
    await user.click(within(row(1)).getByRole('button', { name: 'Add item group' }));
    const commission = within(row(1)).getByLabelText('Commission');
    expect(within(row(1)).getByLabelText('VAT')).toBeTruthy();
    expect(within(row(1)).queryByLabelText('Refund VAT')).toBeNull();
    await user.type(commission, '5');
    expect(beside(commission)).toBe('€0.05');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Currency' }), 'JPY');
    expect(beside(total)).toBe('¥1,050');
    expect(screen.getByText('Amounts in the smallest unit of JPY: 1050 is ¥1,050')).toBeTruthy();
    await user.clear(total);
    await user.type(total, '10.50');
    expect(beside(total)).toBe('');
    expect(alertsIn(screen.getByRole('group', { name: 'Payment' }))).toEqual(['Invalid Amount']);
  });

  it("asks for what is missing on submit: 'Please select a seller', 'Required', and moves nothing", async () => {
    const { user, outcome } = await renderCreator();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create split' }));
    expect(alertsIn(row(1))).toEqual(['Please select a seller', 'Value Not Provided']);
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(alertsIn(payment)).toEqual(['Required', 'Required', 'Required', 'Value Not Provided']);
    expect(screen.getByText('Please correct the errors in the form')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove seller 1' }));
    expect(screen.queryByRole('group', { name: 'Seller 1' })).toBeNull();
    expect(screen.getAllByText('Please select a seller')).toHaveLength(1);
    expect(outcome).toEqual({ done: 0, cancelled: 0 });
  });

  it('searches sellers from 3 letters, and says to type more when too many match', async () => {
    const { user } = await renderCreator({
      Bak: page([seller('AH-1', 'Bakkerij de Vries')]),
      Jan: page([seller('AH-2', 'Jansen')], 40),
    });
    const search = within(row(1)).getByLabelText('Search seller by name or code');
    expect(within(row(1)).getByText('Type at least 3 letters')).toBeTruthy();
    await user.type(search, 'Ba');
    expect(within(row(1)).getByText('Type at least 3 letters')).toBeTruthy();
    await user.type(search, 'k');
    await user.click(await within(row(1)).findByRole('button', { name: 'Bakkerij de Vries (AH-1)' }));
    expect(within(row(1)).getByText('Bakkerij de Vries (AH-1)')).toBeTruthy();
    expect(within(row(1)).queryByLabelText('Search seller by name or code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    await user.type(within(row(2)).getByLabelText('Search seller by name or code'), 'Jan');
    expect(await within(row(2)).findByText('Too many sellers match, type more')).toBeTruthy();
    expect(within(row(2)).queryByRole('button', { name: 'Jansen (AH-2)' })).toBeNull();
  });

  it("says 'Seller already added' for the same seller twice, and 'No virtual account found for this seller'", async () => {
    const { user } = await renderCreator({
      Bak: page([seller('AH-1', 'Bakkerij de Vries')]),
      Dol: page([seller('AH-3', 'Dollar Diner', 'USD')]),
    });
    const pick = async (n: number, term: string, name: string) => {
      await user.type(within(row(n)).getByLabelText('Search seller by name or code'), term);
      await user.click(await within(row(n)).findByRole('button', { name }));
    };
    await pick(1, 'Bak', 'Bakkerij de Vries (AH-1)');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    await pick(2, 'Bak', 'Bakkerij de Vries (AH-1)');
    expect(alertsIn(row(2))).toEqual(['Seller already added']);
    await user.click(within(row(2)).getByRole('button', { name: 'Change seller' }));
    await pick(2, 'Dol', 'Dollar Diner (AH-3)');
    expect(alertsIn(row(2))).toEqual(['No virtual account found for this seller']);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(alertsIn(row(1))).toEqual(['No virtual account found for this seller']);
    expect(alertsIn(row(2))).toEqual([]);
  });

  it("checks item groups against the seller's share and fees against their group", async () => {
    const { user } = await renderCreator();
    await user.type(screen.getByLabelText('Total amount'), '10000');
    await user.type(within(row(1)).getByLabelText('Amount'), '5000');
    await user.click(within(row(1)).getByRole('button', { name: 'Add item group' }));
    await user.click(within(row(1)).getByRole('button', { name: 'Add item group' }));
    const group = (n: number) => within(row(1)).getByRole('group', { name: `Item group ${n}` });
    await user.type(within(group(1)).getByLabelText('Product item'), '3000');
    await user.type(within(group(2)).getByLabelText('Product item'), '2001');
    expect(alertsIn(group(2))).toEqual(['Amount exceeds the total amount for this seller']);
    await user.clear(within(group(2)).getByLabelText('Product item'));
    await user.type(within(group(2)).getByLabelText('Product item'), '2000');
    expect(alertsIn(group(2))).toEqual([]);
    await user.type(within(group(1)).getByLabelText('Commission'), '2000');
    await user.type(within(group(1)).getByLabelText('Handling fee'), '500');
    await user.type(within(group(1)).getByLabelText('VAT'), '501');
    expect(alertsIn(group(1))).toEqual(['Fees exceed the total amount for this group']);
    await user.clear(within(group(1)).getByLabelText('VAT'));
    await user.type(within(group(1)).getByLabelText('VAT'), '500');
    expect(alertsIn(group(1))).toEqual([]);
    await user.type(within(group(1)).getByLabelText('VAT'), '.5.');
    expect(alertsIn(group(1))).toEqual(['Invalid Amount']);
  });

  it('counts the shipping fee to the seller, takes discounts off the group, and has the division pay the platform discount', async () => {
    const { user } = await renderCreator();
    await user.type(screen.getByLabelText('Total amount'), '800');
    await user.type(within(row(1)).getByLabelText('Amount'), '1000');
    await user.click(within(row(1)).getByRole('button', { name: 'Add item group' }));
    const group = within(row(1)).getByRole('group', { name: 'Item group 1' });
    await user.type(within(group).getByLabelText('Product item'), '900');
    await user.type(within(group).getByLabelText('Shipping fee'), '200');
    expect(alertsIn(group)).toEqual(['Amount exceeds the total amount for this seller']);
    await user.type(within(group).getByLabelText('Discount'), '100');
    expect(alertsIn(group)).toEqual([]);
    await user.type(within(group).getByLabelText('Platform discount'), '1001');
    expect(alertsIn(group)).toEqual(['Discounts exceed the total amount for this group']);
    await user.clear(within(group).getByLabelText('Platform discount'));
    // The buyer paid 700 of the seller's 1,000; the division gets 800 - 1,000 and cannot pay the 300.
    await user.type(within(group).getByLabelText('Platform discount'), '300');
    expect(alertsIn(group)).toEqual([]);
    expect(await screen.findByText('Platform discounts exceed what the division gets from this split')).toBeTruthy();
  });

  it('sends a valid split through the registry action and stays open with the failure when it does not arrive', async () => {
    const { user, outcome } = await renderCreator({ Bak: page([seller('AH-1', 'Bakkerij de Vries')]) });
    await user.type(screen.getByLabelText('PSP'), 'ADYEN');
    await user.type(screen.getByLabelText('PSP external reference'), 'PSP-1');
    await user.type(screen.getByLabelText('Payment method'), 'IDEAL');
    await user.type(screen.getByLabelText('Total amount'), '1000');
    await user.type(within(row(1)).getByLabelText('Search seller by name or code'), 'Bak');
    await user.click(await within(row(1)).findByRole('button', { name: 'Bakkerij de Vries (AH-1)' }));
    await user.type(within(row(1)).getByLabelText('Amount'), '750');
    expect(screen.getByRole('status').textContent).toBe('Unallocated €2.50');
    await user.click(screen.getByRole('button', { name: 'Create split' }));
    await confirmAction(user);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('form', { name: 'Create split' })).toBeTruthy();
    expect(outcome.done).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(outcome.cancelled).toBe(1);
  });
});
