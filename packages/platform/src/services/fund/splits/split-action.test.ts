import { randomUUID } from 'node:crypto';
import { ActionRefusal, createSplitAction, runAction, translate } from '@ops/core/actions';
import { ApiRequestError, type MerchantScope } from '@ops/core/api';
import type { SplitTransaction } from '@ops/core/contract';
import { checkSplitForm, emptyItemGroup, emptyShare, type SplitForm } from '@ops/core/splits';
import { i18nObject } from '@ops/locales';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from './testing/split-test-kit.ts';

// The registry's split action (the split creator, the palette, the cli) on the platform.
let kit: SplitTestKit;
let shop: SplitShop;
let token: string;

beforeAll(async () => {
  kit = await startSplitTest();
  shop = await kit.shop({ sellers: 2 });
  token = await kit.platform.tokenFor(opsEmail);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

const contextBoundTo = (scope: MerchantScope | undefined) =>
  opsActionContext(kit.platform, { token, email: opsEmail }, scope);

const bound = () => contextBoundTo({ merchantCode: shop.merchantCode, divisionCode: shop.divisionCode });
const seller = (index: number) => ({
  code: shop.sellers[index] ?? '',
  name: `Seller ${index + 1}`,
  currencies: ['EUR'],
});
const balances = () => Promise.all([...shop.sellerAccounts, shop.incomeAccount].map((code) => kit.balancesOf(code)));

/** What the split creator sends for a form typed in major units. */
function typedSplit(): Record<string, unknown> {
  const form: SplitForm = {
    psp: 'adyen',
    pspReference: `PSP-${randomUUID()}`,
    paymentMethod: 'IDEAL',
    description: 'Order 1042',
    currency: 'EUR',
    totalAmount: '10000',
    reference: '',
    sellers: [
      {
        ...emptyShare(),
        seller: seller(0),
        amount: '6000',
        itemGroups: [{ ...emptyItemGroup(), productItemAmount: '6000', commission: '600' }],
      },
      { ...emptyShare(), seller: seller(1), amount: '2550' },
    ],
  };
  const { request, errors } = checkSplitForm(form);
  expect(errors).toEqual({});
  return { ...request };
}

describe('transactions.createSplit', () => {
  it("books the split creator's request: shares less fees pending for the sellers, fees and rest for the division", async () => {
    const before = await balances();
    const { split } = (await runAction(createSplitAction, bound(), typedSplit())) as { split: SplitTransaction };
    expect(split).toMatchObject({ totalAmount: 10_000, divisionAmount: 600 + 1_450, psp: 'ADYEN', status: 'PENDING' });
    const after = await balances();
    expect(after.map((account, index) => account.pending - (before[index]?.pending ?? 0))).toEqual([
      5_400, 2_550, 2_050,
    ]);
  });

  it('moves the money once when the same request is sent twice with one key, even at the same time', async () => {
    const before = await balances();
    const request = { ...typedSplit(), idempotencyKey: randomUUID() };
    const [first, second] = (await Promise.all([
      runAction(createSplitAction, bound(), request),
      runAction(createSplitAction, bound(), request),
    ])) as { split: SplitTransaction }[];
    expect(second?.split.code).toBe(first?.split.code);
    const after = await balances();
    expect(after.map((account, index) => account.pending - (before[index]?.pending ?? 0))).toEqual([
      5_400, 2_550, 2_050,
    ]);
  });

  it("is refused without a bound division: 'Please select a merchant and try again'", async () => {
    const before = await balances();
    const refusal = await runAction(createSplitAction, contextBoundTo(undefined), typedSplit()).catch((error) => error);
    expect(refusal).toBeInstanceOf(ActionRefusal);
    expect(translate(i18nObject('en'), (refusal as ActionRefusal).messageKey)).toBe(
      'Please select a merchant and try again',
    );
    expect(await balances()).toEqual(before);
  });

  it("answers the platform's refusal in the spec's words and moves nothing", async () => {
    const before = await balances();
    const request = typedSplit();
    const sellers = request.sellers as { sellerCode: string }[];
    sellers[1] = { ...sellers[1], sellerCode: shop.sellers[0] ?? '' };
    const failure = await runAction(createSplitAction, bound(), request).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).error?.details).toEqual([
      { field: 'sellers.1.sellerCode', message: 'Seller already added' },
    ]);
    expect(await balances()).toEqual(before);
  });
});
