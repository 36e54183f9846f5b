import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  failureOf,
  opsEmail,
  type Scope,
  setupTimeoutMs,
  startAccountOwnerTest,
} from './testing/account-owner-test-kit.ts';

let kit: AccountOwnerTestKit;
let acme: Scope;
let bolt: Scope;
let gone: Scope;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  bolt = await createMerchantScope(kit.ops, 'Bolt Bazaar');
  gone = await createMerchantScope(kit.ops, 'Gone Goods');
  await createSeller(kit.ops, acme, { name: 'Anna Bakker', email: 'anna@bakker.example' });
  await createSeller(kit.ops, bolt, { name: 'bert Jansen', email: 'bert@jansen.example' });
  await createSeller(kit.ops, acme, { name: 'Carla de Boer', email: 'carla@deboer.example' });
  await createSeller(kit.ops, bolt, { name: 'Dirk Smit', email: 'dirk@smit.example' });
  await createSeller(kit.ops, gone, { name: 'Evi Weg', email: 'evi@weg.example' });
  // A second division lets the first one go: its seller holds no money.
  await kit.ops.createDivision({ params: { merchantCode: gone.merchantCode }, body: { displayName: 'Second' } });
  await kit.ops.deleteDivision({ params: gone });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const list = (query: Parameters<AccountOwnerTestKit['ops']['listAccountHolders']>[0] = {}) =>
  kit.ops.listAccountHolders({ query: { limit: 50, ...query.query } });
const namesOf = (page: { elements: { name: string }[] }) => page.elements.map((seller) => seller.name);

describe('seller list across merchants (GET accountholders)', () => {
  it("lists every merchant's sellers by name, each with its merchant and division, without merchant headers", async () => {
    const page = await list();
    expect(namesOf(page)).toEqual(['Anna Bakker', 'bert Jansen', 'Carla de Boer', 'Dirk Smit']);
    expect(page.totalCount).toBe(4);
    const [anna, bert] = page.elements;
    const [acmeDivision] = (await kit.ops.listDivisions({ params: { merchantCode: acme.merchantCode } })).elements;
    expect(anna).toMatchObject({ ...acme, merchantName: 'Acme Market', divisionName: acmeDivision?.displayName });
    expect(bert).toMatchObject({ ...bolt, merchantName: 'Bolt Bazaar' });
  });

  it("leaves out the sellers of a deleted division: they can't be opened", async () => {
    expect(namesOf(await list({ query: { search: 'evi' } }))).toEqual([]);
    const withDeleted = await list({ query: { showDeleted: true } });
    expect(namesOf(withDeleted)).not.toContain('Evi Weg');
    // Counted too without them: a filtered count is every match less those of deleted divisions and merchants.
    expect(withDeleted.totalCount).toBe(withDeleted.elements.length);
    const byQuery = await list({ query: { query: 'created>-1d' } });
    expect(byQuery.totalCount).toBe(byQuery.elements.length);
    expect(namesOf(byQuery)).not.toContain('Evi Weg');
  });

  it('pages by number and by keyset in the same order', async () => {
    const second = await list({ query: { limit: 3, page: 2 } });
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 3, totalCount: 4 });
    expect(namesOf(second)).toEqual(['Dirk Smit']);
    const first = await list({ query: { limit: 2 } });
    const after = await list({ query: { limit: 2, after: first.elements[1]?.code } });
    expect(namesOf(after)).toEqual(['Carla de Boer', 'Dirk Smit']);
  });

  it('filters on search, status, hide-no-balance and deleted sellers like a division list', async () => {
    expect(namesOf(await list({ query: { search: 'JANSEN' } }))).toEqual(['bert Jansen']);
    const [carla] = (await list({ query: { search: 'carla' } })).elements;
    await kit.ops.updateDivisionAccountHolder({
      params: { ...acme, accountHolderCode: carla?.code as string },
      body: { identity: { legalName: 'C. de Boer' } },
    });
    expect(namesOf(await list({ query: { status: 'IN_PROGRESS' } }))).toEqual(['Carla de Boer']);
    expect((await list({ query: { hideNoBalance: true } })).totalCount).toBe(0);
    const [dirk] = (await list({ query: { search: 'dirk' } })).elements;
    await kit.ops.deleteDivisionAccountHolder({ params: { ...bolt, accountHolderCode: dirk?.code as string } });
    expect(namesOf(await list())).not.toContain('Dirk Smit');
    const withDeleted = await list({ query: { search: 'dirk', showDeleted: true, _fragments: 'balances' } });
    expect(withDeleted.elements).toEqual([
      expect.objectContaining({
        name: 'Dirk Smit',
        deleted: true,
        merchantName: 'Bolt Bazaar',
        balances: [expect.objectContaining({ currency: 'EUR' })],
      }),
    ]);
  });

  it('refuses bad paging and filters with 400 {code, message, details} naming each field', async () => {
    const headers = await kit.platform.headersFor(opsEmail);
    const response = await fetch(
      `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/accountholders?status=ACCEPTED&page=-1&limit=0`,
      { headers },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: unknown; message: unknown; details: { field: string }[] };
    expect(body).toMatchObject({ code: expect.anything(), message: expect.any(String) });
    expect(body.details.map((detail) => detail.field).sort()).toEqual(['limit', 'page', 'status']);
  });

  it('refuses a keyset cursor that names no seller', async () => {
    const headers = await kit.platform.headersFor(opsEmail);
    const response = await fetch(
      `${kit.platform.baseUrl}/api/accountowner/api/v2/accountowners/accountholders?after=AH-NOPE`,
      { headers },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: { field: string }[] }).details[0]?.field).toBe('after');
  });

  it("counts a division's sellers as they come and go, and its list is 404 once the division is deleted", async () => {
    const list = (scope: Scope, page = 0) =>
      kit.ops.listDivisionAccountHolders({ params: scope, query: { page: page + 1, limit: 1 } });
    const fresh = await createMerchantScope(kit.ops, 'Fresh Fields');
    expect((await list(fresh)).totalCount).toBe(0);
    const first = await createSeller(kit.ops, fresh, { name: 'Femke Veld', email: 'femke@veld.example' });
    await createSeller(kit.ops, fresh, { name: 'Gijs Veld', email: 'gijs@veld.example' });
    expect((await list(fresh)).totalCount).toBe(2);
    await kit.ops.deleteDivisionAccountHolder({ params: { ...fresh, accountHolderCode: first.code } });
    expect(await list(fresh)).toMatchObject({ totalCount: 1, elements: [{ name: 'Gijs Veld' }] });
    // A page past the end carries no seller, and is counted all the same.
    expect(await list(fresh, 5)).toMatchObject({ totalCount: 1, elements: [] });
    expect((await kit.ops.listAccountHolders({ query: { search: 'veld', limit: 50 } })).totalCount).toBe(1);
    // The deleted division still has its seller, who cannot be listed through it.
    expect((await failureOf(list(gone))).status).toBe(404);
  });
});
