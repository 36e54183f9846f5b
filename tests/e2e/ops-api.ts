import { type APIRequestContext, expect } from '@playwright/test';
import { demoAccounts } from './sign-in.ts';

/** A division of the small demo data, with balance transfers on; its sellers and transactions come with the seed. */
export const hollandGoodsNl = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };

/**
 * Calls of the ops demo user bound to a division, straight to the platform's API (a sandbox token): for setting up
 * what a test needs and reading back what the browser did. A refused call fails the test, except through `postRaw`.
 */
export async function opsApi(request: APIRequestContext, division: Division = hollandGoodsNl) {
  const token = await request.post('/sandbox/token', { data: { email: demoAccounts.ops.email } });
  const { idToken } = (await token.json()) as { idToken: string };
  const headers = {
    authorization: `Bearer ${idToken}`,
    'x-user': demoAccounts.ops.email,
    'merchant-code': division.merchantCode,
    'merchant-division-code': division.divisionCode,
  };
  const answer = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  return {
    get: async (path: string) => answer(await request.get(path, { headers })),
    post: async (path: string, data: unknown, extra: Record<string, string> = {}) =>
      answer(await request.post(path, { headers: { ...headers, ...extra }, data })),
    patch: async (path: string, data: unknown) => answer(await request.patch(path, { headers, data })),
    /** The raw answer, for calls the platform is expected to refuse. */
    postRaw: (path: string, data: unknown) => request.post(path, { headers, data }),
    getRaw: (path: string) => request.get(path, { headers }),
    /** A multipart upload of one file as the form field `file`. */
    postFile: async (path: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
      answer(await request.post(path, { headers, multipart: { file } })),
  };
}

export type OpsApi = Awaited<ReturnType<typeof opsApi>>;

const accountHolders = '/api/accountowner/api/v2/accountowners';

type Division = { merchantCode: string; divisionCode: string };

/** A merchant of the calling spec alone (its first division bound), so what its lists hold is what the spec made. */
export async function newMerchant(request: APIRequestContext, name: string) {
  const platform = await opsApi(request, { merchantCode: 'PLATFORM', divisionCode: 'PLATFORM-OPS' });
  const merchant = (await platform.post(
    `${accountHolders}/merchants`,
    { displayName: `${name} ${Date.now().toString(36)}`, description: 'end-to-end test merchant' },
    { 'populate-code-fields': 'generate' },
  )) as { code: string; displayName: string; divisions: { code: string }[] };
  const scope = { merchantCode: merchant.code, divisionCode: merchant.divisions[0]?.code ?? '' };
  return { ...scope, displayName: merchant.displayName, api: await opsApi(request, scope) };
}

/** A new individual seller of the demo division, named so that a search finds only it. */
export async function newSeller(
  api: OpsApi,
  name: string,
  division: Division = hollandGoodsNl,
): Promise<{ code: string; name: string }> {
  const { merchantCode, divisionCode } = division;
  return (await api.post(`${accountHolders}/merchants/${merchantCode}/divisions/${divisionCode}/accountholders`, {
    name,
    email: `${name.replaceAll(' ', '.').toLowerCase()}@example.test`,
    legalForm: 'INDIVIDUAL',
  })) as { code: string; name: string };
}

/** A seller's EUR virtual account as the platform lists it on the seller: its code and balances. */
async function eurAccountOf(api: OpsApi, sellerCode: string) {
  const seller = (await api.get(`${accountHolders}/accountholders/${sellerCode}?_fragments=balances`)) as {
    balances: { code: string; currency: string; pendingBalance: number; confirmedBalance: number }[];
  };
  const account = seller.balances.find((balance) => balance.currency === 'EUR');
  if (!account) throw new Error(`seller ${sellerCode} has no EUR account`);
  return account;
}

type SellerAccount = { code: string; name: string; virtualAccountCode: string };

/** A new seller (of the demo division unless named) and its EUR virtual account's code, with nothing on it. */
export async function newSellerAccount(
  api: OpsApi,
  name: string,
  division: Division = hollandGoodsNl,
): Promise<SellerAccount> {
  const seller = await newSeller(api, name, division);
  return { ...seller, virtualAccountCode: (await eurAccountOf(api, seller.code)).code };
}

/**
 * A new seller (of the demo division unless named) with `amount` EUR on its confirmed balance, money the spec owns:
 * a buyer's payment to this seller alone, without commission, settled as a PSP report settles it. Nothing is drawn
 * from the demo's balances, which other specs share and whose size depends on the day the demo data was made.
 */
export async function fundedSeller(
  api: OpsApi,
  name: string,
  amount: number,
  division: Division = hollandGoodsNl,
): Promise<SellerAccount> {
  const seller = await newSellerAccount(api, name, division);
  const reference = `FUND-${seller.code}`;
  const payment = (await api.post('/api/main/api/v1/fund/split-payments', {
    ...division,
    psp: 'ADYEN',
    pspReference: `PSP-${reference}`,
    paymentMethod: 'IDEAL',
    currency: 'EUR',
    description: `Funds of ${name}`,
    reference,
    totalAmount: amount,
    sellers: [{ sellerCode: seller.code, amount, itemGroups: [{ productItemAmount: amount, commission: 0 }] }],
  })) as { code: string };
  await api.post(`/api/main/api/v1/fund/sandbox/split-payments/${payment.code}/reconcile`, { matchedBy: 'PSP_REPORT' });
  expect((await eurAccountOf(api, seller.code)).confirmedBalance, `the funds of ${seller.code}`).toBe(amount);
  return seller;
}

/** A seller's EUR pending balance, as the platform keeps it. */
export async function pendingOf(api: OpsApi, sellerCode: string): Promise<number> {
  return (await eurAccountOf(api, sellerCode)).pendingBalance;
}
