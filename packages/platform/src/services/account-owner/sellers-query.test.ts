import type { AccountHolderDetails, AccountHolderListQuery } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolders, virtualAccounts } from '../../db/schema/index.ts';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let other: Scope;
const sellers: Record<string, AccountHolderDetails> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const codeOf = (key: string) => sellers[key]?.code ?? '';

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Query Market');
  other = await createMerchantScope(kit.ops, 'Elsewhere Market');
  const people = [
    ['anna', acme, 'Anna Bakker', 'anna@bakker.example'],
    ['bert', acme, 'Bert Jansen', 'bert@jansen.example'],
    ['carla', acme, 'Carla de Boer', 'carla@boer.example'],
    ['dirk', acme, 'Dirk Visser', 'dirk@visser.example'],
    ['eva', other, 'Eva Smit', 'eva@smit.example'],
  ] as const;
  for (const [key, scope, name, email] of people) sellers[key] = await createSeller(kit.ops, scope, { name, email });
  // Bert's KYC-sensitive change moves him to IN_PROGRESS, as an ops user's edit does.
  await kit.ops.updateDivisionAccountHolder({
    params: { ...acme, accountHolderCode: codeOf('bert') },
    body: { identity: { legalName: 'B. Jansen' } },
  });
  const { db } = kit.platform.database;
  const set = (key: string, values: Partial<typeof accountHolders.$inferInsert>) =>
    db
      .update(accountHolders)
      .set(values)
      .where(eq(accountHolders.code, codeOf(key)));
  await set('anna', { kycStatus: 'PASSED', country: 'NLD', createdAt: daysAgo(40) });
  await set('bert', { kycStatus: 'REVIEW', country: 'BEL' });
  await set('carla', { kycStatus: 'PASSED', country: 'NLD', createdAt: daysAgo(3) });
  await set('eva', { kycStatus: 'PASSED', country: 'NLD' });
  const balance = (key: string, confirmedBalance: number) =>
    db
      .update(virtualAccounts)
      .set({ confirmedBalance })
      .where(eq(virtualAccounts.accountHolderCode, codeOf(key)));
  await balance('anna', 12_550);
  await balance('carla', 999);
  // Dirk holds money only on the way in: no confirmed balance, yet not a seller without a balance.
  await db
    .update(virtualAccounts)
    .set({ pendingBalance: 500 })
    .where(eq(virtualAccounts.accountHolderCode, codeOf('dirk')));
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The names of the sellers a division's list shows, by name, checked against its total count. */
async function listed(query: Partial<AccountHolderListQuery>) {
  const page = await kit.ops.listDivisionAccountHolders({ params: acme, query: { limit: 50, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((seller) => seller.name);
}

/** The names of the sellers the list across merchants shows, by name, of the two merchants of this test. */
async function listedAcross(query: Partial<AccountHolderListQuery>) {
  const page = await kit.ops.listAccountHolders({ query: { limit: 50, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((seller) => seller.name);
}

describe('the sellers list query', () => {
  it.each<[string, Partial<AccountHolderListQuery>]>([
    ['status:in_progress', { status: 'IN_PROGRESS' }],
    ['status:MISSING_DATA', { status: 'MISSING_DATA' }],
    ['BAKKER', { search: 'bakker' }],
    ['jansen.example', { search: 'jansen.example' }],
  ])('%s lists the same sellers as the filter parameters', async (query, filters) => {
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters));
  });

  it('division: and merchant: across merchants list what the division’s own list does', async () => {
    const own = await listed({});
    expect(await listedAcross({ query: `division:${acme.divisionCode}` })).toEqual(own);
    expect(await listedAcross({ query: `merchant:${acme.merchantCode}` })).toEqual(own);
    expect(await listedAcross({ query: `merchant:${other.merchantCode} kyc:passed` })).toEqual(['Eva Smit']);
  });

  it('takes KYC statuses, countries in any case, confirmed balances as shown, days, codes and negation', async () => {
    expect(await listed({ query: 'kyc:passed' })).toEqual(['Anna Bakker', 'Carla de Boer']);
    expect(await listed({ query: 'kyc:passed,review -country:nld' })).toEqual(['Bert Jansen']);
    expect(await listed({ query: 'country:bel' })).toEqual(['Bert Jansen']);
    expect(await listed({ query: 'kyc:waiting_data' })).toEqual(['Dirk Visser']);
    expect(await listed({ query: 'balance>=125.50' })).toEqual(['Anna Bakker']);
    expect(await listed({ query: 'balance>0' })).toEqual(['Anna Bakker', 'Carla de Boer']);
    expect(await listed({ query: 'balance:9.99' })).toEqual(['Carla de Boer']);
    expect(await listed({ query: '-balance>0' })).toEqual(['Bert Jansen', 'Dirk Visser']);
    expect(await listed({ query: 'created<-30d' })).toEqual(['Anna Bakker']);
    expect(await listed({ query: 'created>=-7d kyc:passed' })).toEqual(['Carla de Boer']);
    expect(await listed({ query: `code:${codeOf('dirk')}` })).toEqual(['Dirk Visser']);
    expect(await listed({ query: `code:${codeOf('dirk').slice(0, -1)}*` })).toContain('Dirk Visser');
    // Words that hold an I, L, O or U: no code (Crockford's base 32) can hold them, so only names and e-mails match.
    expect(await listed({ query: 'visser' })).toEqual(['Dirk Visser']);
    expect(await listed({ query: `-code:${codeOf('dirk')} visser` })).toEqual([]);
    expect(await listed({ query: `-code:${codeOf('dirk')} boer` })).toEqual(['Carla de Boer']);
  });

  it('holds the query to the list’s switches and other filters', async () => {
    expect(await listed({ query: 'kyc:passed', hideNoBalance: true })).toEqual(['Anna Bakker', 'Carla de Boer']);
    expect(await listed({ query: 'kyc:waiting_data', hideNoBalance: true })).toEqual(['Dirk Visser']);
    expect(await listed({ query: 'kyc:passed', status: 'IN_PROGRESS' })).toEqual([]);
    await kit.ops.deleteDivisionAccountHolder({ params: { ...acme, accountHolderCode: codeOf('bert') } });
    expect(await listed({ query: 'kyc:review,passed' })).toEqual(['Anna Bakker', 'Carla de Boer']);
    expect(await listed({ query: 'kyc:review', showDeleted: true })).toEqual(['Bert Jansen']);
    const page = await kit.ops.listDivisionAccountHolders({ params: acme, query: { query: 'kyc:passed', limit: 1 } });
    expect(page).toMatchObject({ totalCount: 2, elements: [{ name: 'Anna Bakker' }] });
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'type' is not a field of this list (character 7); the fields are status, kyc, balance, country, created, " +
      'code, merchant, division';
    expect(
      await failureOf(kit.ops.listDivisionAccountHolders({ params: acme, query: { query: 'anna  type:payment' } })),
    ).toEqual({ status: 400, error: { code: 400, message, details: [{ field: 'query[6:4]', message }] } });
    expect(await failureOf(kit.ops.listAccountHolders({ query: { query: 'kyc:approved' } }))).toMatchObject({
      status: 400,
      error: { details: [{ field: 'query[4:8]' }] },
    });
  });
});
