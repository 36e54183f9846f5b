import { accountOwnerRoutes } from '@ops/core/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions, merchants, virtualAccounts } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  failureOf,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const merchantCount = async () => (await kit.platform.database.db.select({ value: count() }).from(merchants))[0]?.value;

describe('create merchant', () => {
  it('creates a merchant with a generated code, trimmed texts, Advanced KYC in NLD by default, and a first division', async () => {
    const merchant = await kit.ops.createMerchant({ body: { displayName: '  Fiets Plaza ', description: ' bikes ' } });
    expect(merchant).toMatchObject({
      displayName: 'Fiets Plaza',
      description: 'bikes',
      defaultKycTier: 'ADVANCED_KYC',
      countryCode: 'NLD',
      usCardProcessor: false,
    });
    expect(merchant.code).toMatch(/^M-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(merchant.divisions).toHaveLength(1);

    const { elements } = await kit.ops.listDivisions({ params: { merchantCode: merchant.code } });
    expect(elements).toEqual([
      expect.objectContaining({
        code: merchant.divisions[0]?.code,
        kycTier: 'ADVANCED_KYC',
        merchantCode: merchant.code,
      }),
    ]);
    expect(await kit.ops.getMerchant({ params: { merchantCode: merchant.code } })).toEqual(merchant);

    const [created] = await kit.auditOf('merchant', merchant.code);
    expect(created).toMatchObject({ action: 'createMerchant', actor: 'ops@sandbox.test', before: null });
    expect(created?.after).toMatchObject({ code: merchant.code, displayName: 'Fiets Plaza' });
  });

  it('creates a merchant of the US card processor in USA with the chosen tier', async () => {
    const merchant = await kit.ops.createMerchant({
      body: { displayName: 'Card Corp', defaultKycTier: 'LIGHT_KYC', countryCode: 'USA' },
    });
    expect(merchant).toMatchObject({ countryCode: 'USA', usCardProcessor: true, defaultKycTier: 'LIGHT_KYC' });
    const [division] = (await kit.ops.listDivisions({ params: { merchantCode: merchant.code } })).elements;
    expect(division?.kycTier).toBe('LIGHT_KYC');
  });

  it('gives the first division its division income account in EUR with zero balances', async () => {
    const merchant = await kit.ops.createMerchant({ body: { displayName: 'Boek Huis' } });
    const [division] = (await kit.ops.listDetailedDivisions({ params: { merchantCode: merchant.code } })).elements;
    expect(division?.virtualAccounts).toEqual([
      expect.objectContaining({
        type: 'DIVISION_INCOME',
        currency: 'EUR',
        confirmedBalance: 0,
        pendingBalance: 0,
        payoutBalance: 0,
      }),
    ]);
  });

  it('refuses a blank displayName, an unknown tier or country with 400 naming the field, and writes nothing', async () => {
    const before = await merchantCount();
    const blank = await failureOf(kit.ops.createMerchant({ body: { displayName: '   ' } }));
    expect(blank).toMatchObject({ status: 400, error: { details: [{ field: 'displayName', message: 'Required' }] } });
    const wrongTier = await failureOf(
      kit.ops.createMerchant({ body: { displayName: 'X', defaultKycTier: 'NO_KYC' as 'LIGHT_KYC' } }),
    );
    expect(wrongTier.error?.details.map((detail) => detail.field)).toEqual(['defaultKycTier']);
    const wrongCountry = await failureOf(
      kit.ops.createMerchant({ body: { displayName: 'X', countryCode: 'DEU' as 'NLD' } }),
    );
    expect(wrongCountry.error?.details.map((detail) => detail.field)).toEqual(['countryCode']);
    expect(await merchantCount()).toBe(before);
  });

  it("needs the platform merchant and division headers and populate-code-fields set to 'generate'", async () => {
    const before = await merchantCount();
    const headers = await kit.platform.headersFor('ops@sandbox.test');
    const response = await fetch(`${kit.platform.baseUrl}/api/${accountOwnerRoutes.createMerchant.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'populate-code-fields': 'keep' },
      body: JSON.stringify({ displayName: 'Header Test' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { field: string }[] };
    expect(body.details.map((detail) => detail.field).sort()).toEqual([
      'merchant-code',
      'merchant-division-code',
      'populate-code-fields',
    ]);
    expect(await merchantCount()).toBe(before);
  });
});

describe('get merchant', () => {
  it('is 404 for an unknown code', async () => {
    expect(await failureOf(kit.ops.getMerchant({ params: { merchantCode: 'M-UNKNOWN' } }))).toMatchObject({
      status: 404,
      error: { message: 'No merchant found with this code' },
    });
  });
});

describe('merchant search', () => {
  let marketCodes: string[];

  beforeAll(async () => {
    marketCodes = [];
    for (let index = 1; index <= 27; index += 1) {
      const merchant = await kit.ops.createMerchant({
        body: { displayName: `Zuid Markt ${String(index).padStart(2, '0')}` },
      });
      marketCodes.push(merchant.code);
    }
    await kit.ops.createMerchant({ body: { displayName: '100% Organic_Shop' } });
  }, setupTimeoutMs);

  it('finds merchants by a part of their name, whatever the case, 25 at most with the total of matches', async () => {
    const page = await kit.ops.searchMerchants({ query: { query: 'ZUID mark' } });
    expect(page.elements).toHaveLength(25);
    expect(page.totalCount).toBe(27);
    expect(page.pageNumber).toBe(1);
    expect(page.elements[0]?.displayName).toBe('Zuid Markt 01');
    const rest = await kit.ops.searchMerchants({ query: { query: 'zuid mark', page: 2 } });
    expect(rest.elements.map((merchant) => merchant.displayName)).toEqual(['Zuid Markt 26', 'Zuid Markt 27']);
    expect(rest.pageNumber).toBe(2);
  });

  it('finds a merchant by its exact code, first, and by the start of a code of any length', async () => {
    const code = marketCodes[20] as string;
    const exact = await kit.ops.searchMerchants({ query: { query: code.toLowerCase() } });
    expect(exact.elements.map((merchant) => merchant.code)).toEqual([code]);
    const prefix = await kit.ops.searchMerchants({ query: { query: 'M' } });
    expect(prefix.totalCount).toBeGreaterThanOrEqual(28);
    expect(prefix.elements.every((merchant) => merchant.code.startsWith('M'))).toBe(true);
  });

  it('needs at least 3 letters to search by name', async () => {
    expect(await failureOf(kit.ops.searchMerchants({ query: { query: 'zu' } }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'query', message: 'Search by name or code needs at least 3 letters' }] },
    });
    expect((await kit.ops.searchMerchants({ query: { query: 'zui' } })).totalCount).toBe(27);
  });

  it('takes % and _ literally', async () => {
    const page = await kit.ops.searchMerchants({ query: { query: '0% organic_' } });
    expect(page.elements.map((merchant) => merchant.displayName)).toEqual(['100% Organic_Shop']);
    expect((await kit.ops.searchMerchants({ query: { query: '%%%' } })).totalCount).toBe(0);
  });

  it('lists every merchant without a query', async () => {
    const page = await kit.ops.searchMerchants({ query: { limit: 100 } });
    expect(page.totalCount).toBe(await merchantCount());
  });
});

describe('what a merchant creation writes', () => {
  it('writes a merchant, its division and its income account together', async () => {
    const db = kit.platform.database.db;
    const [merchantTotal, divisionTotal, accountTotal] = await Promise.all([
      db.select({ value: count() }).from(merchants),
      db.select({ value: count() }).from(divisions),
      db.select({ value: count() }).from(virtualAccounts),
    ]);
    expect(divisionTotal[0]?.value).toBe(merchantTotal[0]?.value);
    expect(accountTotal[0]?.value).toBe(merchantTotal[0]?.value);
  });
});
