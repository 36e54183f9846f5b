import type { AccountHolderDetails } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualAccounts } from '../../db/schema/index.ts';
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
const sellers: Record<string, AccountHolderDetails> = {};

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  const other = await createMerchantScope(kit.ops, 'Other Market');
  await createSeller(kit.ops, other, { name: 'Anna Elsewhere', email: 'anna@elsewhere.example' });
  const people = [
    ['bert', 'bert Jansen', 'bert@jansen.example'],
    ['anna', 'Anna Bakker', 'anna@bakker.example'],
    ['carla', 'Carla de Boer', 'carla@deboer.example'],
    ['annaTwo', 'Anna Bakker', 'anna.two@bakker.example'],
    ['dirk', 'Dirk 100%', 'dirk@shop.example'],
  ] as const;
  for (const [key, name, email] of people) sellers[key] = await createSeller(kit.ops, acme, { name, email });
  for (let index = 1; index <= 12; index += 1) {
    await createSeller(kit.ops, acme, {
      name: `Zz Filler ${String(index).padStart(2, '0')}`,
      email: `f${index}@x.example`,
    });
  }
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const codeOf = (key: string) => sellers[key]?.code as string;
const list = (query: Parameters<AccountOwnerTestKit['ops']['listDivisionAccountHolders']>[0]['query'] = {}) =>
  kit.ops.listDivisionAccountHolders({ params: acme, query: { limit: 50, ...query } });
const namesOf = (page: { elements: { name: string }[] }) => page.elements.map((seller) => seller.name);

describe('seller list', () => {
  it("lists the division's own sellers by name whatever the case, then by code", async () => {
    const page = await list({ limit: 5 });
    const annaCodes = [codeOf('anna'), codeOf('annaTwo')].sort();
    expect(page.elements.map((seller) => seller.code)).toEqual([
      ...annaCodes,
      codeOf('bert'),
      codeOf('carla'),
      codeOf('dirk'),
    ]);
    expect(page.totalCount).toBe(17);
    expect(page.elements[0]?.balances).toBeUndefined();
    expect(page.elements[0]).toMatchObject({ merchantName: 'Acme Market', divisionCode: acme.divisionCode });
  });

  it('pages from 1 in the client and 0 on the wire', async () => {
    const second = await list({ limit: 10, page: 2 });
    expect(second.pageNumber).toBe(2);
    expect(second.pageSize).toBe(10);
    expect(namesOf(second)).toEqual([
      'Zz Filler 06',
      'Zz Filler 07',
      'Zz Filler 08',
      'Zz Filler 09',
      'Zz Filler 10',
      'Zz Filler 11',
      'Zz Filler 12',
    ]);
    const headers = await kit.platform.headersFor('ops@sandbox.test');
    const response = await fetch(
      `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/merchants/${acme.merchantCode}/divisions/${acme.divisionCode}/accountholders?page=1&limit=10`,
      { headers },
    );
    expect(((await response.json()) as { pageNumber: number; elements: unknown[] }).elements).toHaveLength(7);
  });

  it('searches names, codes and e-mails, case-insensitive, with % taken literally', async () => {
    expect(namesOf(await list({ search: 'BAKKER' }))).toEqual(['Anna Bakker', 'Anna Bakker']);
    expect(namesOf(await list({ search: codeOf('carla').toLowerCase() }))).toEqual(['Carla de Boer']);
    expect(namesOf(await list({ search: 'jansen.example' }))).toEqual(['bert Jansen']);
    expect(namesOf(await list({ search: '0%' }))).toEqual(['Dirk 100%']);
  });

  it('filters on status', async () => {
    await kit.ops.updateDivisionAccountHolder({
      params: { ...acme, accountHolderCode: codeOf('carla') },
      body: { identity: { legalName: 'C. de Boer' } },
    });
    expect(namesOf(await list({ status: 'IN_PROGRESS' }))).toEqual(['Carla de Boer']);
    expect((await list({ status: 'MISSING_DATA' })).totalCount).toBe(16);
    expect((await list({ status: 'ACTIVE' })).totalCount).toBe(0);
  });

  it('refuses an unknown status or page with 400 naming the field', async () => {
    const headers = await kit.platform.headersFor('ops@sandbox.test');
    const path = `merchants/${acme.merchantCode}/divisions/${acme.divisionCode}/accountholders`;
    const response = await fetch(
      `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/${path}?status=ACCEPTED&page=-1`,
      { headers },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { field: string }[] };
    expect(body.details.map((detail) => detail.field).sort()).toEqual(['page', 'status']);
  });

  it('adds the balances of each virtual account with _fragments=balances, and hides sellers without money', async () => {
    await kit.platform.database.db
      .update(virtualAccounts)
      .set({ pendingBalance: 4200 })
      .where(eq(virtualAccounts.accountHolderCode, codeOf('bert')));
    const page = await list({ _fragments: 'balances', hideNoBalance: true });
    expect(namesOf(page)).toEqual(['bert Jansen']);
    expect(page.elements[0]?.balances).toEqual([
      expect.objectContaining({ type: 'SELLER', currency: 'EUR', pendingBalance: 4200, confirmedBalance: 0 }),
    ]);
    const all = await list({ _fragments: 'balances' });
    expect(all.elements.every((seller) => seller.balances?.length === 1)).toBe(true);
    // A later page chooses its sellers before it reads their balances: each still carries its own.
    const third = await list({ _fragments: 'balances', limit: 1, page: 3 });
    expect(namesOf(third)).toEqual(['bert Jansen']);
    expect(third.elements[0]?.balances).toEqual([expect.objectContaining({ pendingBalance: 4200 })]);
  });

  it('shows deleted sellers only with showDeleted', async () => {
    await kit.ops.deleteDivisionAccountHolder({ params: { ...acme, accountHolderCode: codeOf('dirk') } });
    expect(namesOf(await list({ search: 'dirk' }))).toEqual([]);
    const withDeleted = await list({ search: 'dirk', showDeleted: true });
    expect(withDeleted.elements).toEqual([expect.objectContaining({ name: 'Dirk 100%', deleted: true })]);
    expect((await list()).totalCount).toBe(16);
    expect((await list({ showDeleted: true })).totalCount).toBe(17);
  });

  it('is 404 for a division of another merchant', async () => {
    const other = (await kit.ops.searchMerchants({ query: { query: 'Other Market' } })).elements[0];
    const foreign = { merchantCode: acme.merchantCode, divisionCode: other?.divisions[0]?.code as string };
    expect((await failureOf(kit.ops.listDivisionAccountHolders({ params: foreign }))).status).toBe(404);
  });
});
