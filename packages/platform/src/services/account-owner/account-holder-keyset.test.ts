import type { AccountHolderListQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let shop: Scope;
let other: Scope;

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  shop = await createMerchantScope(kit.ops, 'Keyset Market');
  other = await createMerchantScope(kit.ops, 'Elsewhere Market');
  const names = ['Eva', 'anna', 'Bram', 'Anna', 'dirk', 'Anna', 'Carla', 'Eva', 'bram'];
  const created = [];
  for (const [index, name] of names.entries()) {
    created.push(await createSeller(kit.ops, shop, { name, email: `seller${index}@keyset.example` }));
  }
  await kit.ops.deleteDivisionAccountHolder({ params: { ...shop, accountHolderCode: created[4]?.code ?? '' } });
  await kit.ops.updateDivisionAccountHolder({
    params: { ...shop, accountHolderCode: created[1]?.code ?? '' },
    body: { identity: { legalName: 'Anna A.' } },
  });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

type Filters = Partial<Pick<AccountHolderListQuery, 'showDeleted' | 'status' | 'search'>>;

/** The whole list read one way: by page number, or each page after the previous page's last seller. */
async function readAll(filters: Filters, keyset: boolean, limit = 2) {
  const codes: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await kit.ops.listDivisionAccountHolders({
      params: shop,
      query: { ...filters, page, limit, ...(keyset && codes.length > 0 ? { after: codes.at(-1) } : {}) },
    });
    codes.push(...answer.elements.map((seller) => seller.code));
    totals.push(answer.totalCount);
    if (answer.elements.length === 0 || codes.length >= answer.totalCount) return { codes, totals };
  }
}

describe('reading the seller list after a seller (keyset paging)', () => {
  it('gives the same sellers in the same order as paging by number, with and without deleted ones', async () => {
    for (const filters of [{}, { showDeleted: true }, { status: 'IN_PROGRESS' as const }, { search: 'anna' }]) {
      const byNumber = await readAll(filters, false);
      const byKeyset = await readAll(filters, true);
      expect(byKeyset.codes).toEqual(byNumber.codes);
    }
    expect((await readAll({ showDeleted: true }, true)).codes).toHaveLength(9);
    expect((await readAll({}, true)).codes).toHaveLength(8);
  });

  it('counts only the first page; a later one answers a lower bound that ends where the list does', async () => {
    const { totals } = await readAll({ showDeleted: true }, true, 4);
    // 9 sellers by 4: the first page counts them all; the second knows of 8 and one more; the last of all 9.
    expect(totals).toEqual([9, 9, 9]);
    const { totals: smaller } = await readAll({}, true, 3);
    expect(smaller).toEqual([8, 7, 8]);
  });

  it('refuses a seller that is not of the division, naming the field, and lists nothing', async () => {
    const elsewhere = await createSeller(kit.ops, other, { name: 'Zed', email: 'zed@elsewhere.example' });
    for (const after of [elsewhere.code, 'AH-NOPE']) {
      expect(
        await failureOf(kit.ops.listDivisionAccountHolders({ params: shop, query: { after, limit: 2 } })),
      ).toMatchObject({
        status: 400,
        error: { details: [{ field: 'after', message: 'No seller found with this code in this division' }] },
      });
    }
  });
});
