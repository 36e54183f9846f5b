import type { KycClient } from '@ops/core/api';
import type { AccountHolder, KycTask, kycTaskListQuerySchema } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createMerchantScope,
  createSeller,
  failureOf,
  type Scope,
  setupTimeoutMs,
} from '../account-owner/testing/account-owner-test-kit.ts';
import { type KycTestKit, startKycTest } from './testing/kyc-test-kit.ts';

let kit: KycTestKit;
let kyc: KycClient;
let acme: Scope;
let bazaar: Scope;
/** Oldest first, as they were made: two of Acme's, one of Bazaar's, Acme's third. */
const sellers: AccountHolder[] = [];
let assigned: KycTask;

beforeAll(async () => {
  kit = await startKycTest();
  kyc = await kit.kyc();
  acme = await createMerchantScope(kit.ops, 'Acme Market');
  bazaar = await createMerchantScope(kit.ops, 'Bazaar');
  sellers.push(await createSeller(kit.ops, acme, { name: 'Fietsen Jansen' }));
  sellers.push(await createSeller(kit.ops, acme, { name: 'Bakkerij de Boer' }));
  sellers.push(await createSeller(kit.ops, bazaar, { name: 'Kaas Jansen' }));
  sellers.push(await createSeller(kit.ops, acme, { name: 'Tuin Smit' }));
  assigned = await kyc.nextKycTask({ body: { merchantCode: acme.merchantCode } });
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The list's parameters as a caller sends them (the contract's input takes anything for a number and coerces it). */
type TaskQuery = Partial<z.output<typeof kycTaskListQuerySchema>>;

/** The sellers of the tasks a query lists, oldest first, checked against the total count. */
async function listed(query: TaskQuery) {
  const page = await kyc.listKycTasks({ query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((task) => task.accountHolderCode);
}
const sellersAt = (...indexes: number[]) => indexes.map((index) => sellers[index]?.code);
const ours = () => `merchant:${acme.merchantCode},${bazaar.merchantCode}`;

describe('the KYC checks list query', () => {
  it.each<[string, () => TaskQuery]>([
    ['status:assigned', () => ({ status: 'ASSIGNED' })],
    ['merchant:{acme}', () => ({ merchantCode: acme.merchantCode })],
    ['merchant:{acme} tier:advanced_kyc', () => ({ merchantCode: acme.merchantCode, tier: 'ADVANCED_KYC' })],
    [
      'merchant:{acme} status:open created<=today',
      () => ({ merchantCode: acme.merchantCode, status: 'OPEN', olderThanDays: 0 }),
    ],
  ])('%s lists the same rows, with the same counts, as the filter parameters', async (text, filters) => {
    const query = text.replace('{acme}', acme.merchantCode);
    const [byQuery, byFilters] = await Promise.all([
      kyc.listKycTasks({ query: { limit: 100, query } }),
      kyc.listKycTasks({ query: { limit: 100, ...filters() } }),
    ]);
    expect(byQuery.elements.length).toBeGreaterThan(0);
    expect(byQuery.elements).toEqual(byFilters.elements);
    expect(byQuery.counts).toEqual(byFilters.counts);
  });

  it('takes codes and their starts, reasons, negation, days and words on the seller', async () => {
    expect(await listed({ query: `${ours()} -status:open` })).toEqual([assigned.accountHolderCode]);
    expect(await listed({ query: `seller:${sellers[2]?.code}` })).toEqual(sellersAt(2));
    expect(await listed({ query: `division:${bazaar.divisionCode} reason:seller_created` })).toEqual(sellersAt(2));
    expect(await listed({ query: `${ours()} reason:reopened` })).toEqual([]);
    expect(await listed({ query: `code:${assigned.code}` })).toEqual([assigned.accountHolderCode]);
    expect(await listed({ query: `code:${assigned.code.slice(0, -1)}* ${ours()}` })).toContain(
      assigned.accountHolderCode,
    );
    expect(await listed({ query: `${ours()} jansen` })).toEqual(sellersAt(0, 2));
    expect(await listed({ query: `${ours()} created<today` })).toEqual([]);
    expect(await listed({ query: `${ours()} created>=-7d` })).toEqual(sellersAt(0, 1, 2, 3));
  });

  it('counts each status under the query, its status aside, and totals the statuses it shows', async () => {
    const page = await kyc.listKycTasks({ query: { query: `merchant:${acme.merchantCode} status:open` } });
    expect(page.counts).toEqual({ OPEN: 2, ASSIGNED: 1, DONE: 0 });
    expect(page.totalCount).toBe(2);
    const jansen = await kyc.listKycTasks({ query: { query: `${ours()} -status:assigned jansen` } });
    expect(jansen.counts).toEqual({ OPEN: 1, ASSIGNED: 1, DONE: 0 });
    expect(jansen.elements.map((task) => task.accountHolderCode)).toEqual(sellersAt(2));
    expect(jansen.totalCount).toBe(1);
  });

  it('finds a task by the start of its code in any case', async () => {
    const start = assigned.code.slice(0, -1).toLowerCase();
    expect(await listed({ query: `${ours()} ${start}` })).toContain(assigned.accountHolderCode);
    expect(await listed({ query: `${ours()} ${assigned.code.toLowerCase()}` })).toEqual([assigned.accountHolderCode]);
  });

  it(
    "lists a task under its seller's tier after the seller's or its division's tier changes, shown as filtered",
    async () => {
      const tiered = await createMerchantScope(kit.ops, 'Tiered Goods');
      const own = await createSeller(kit.ops, tiered, { name: 'Own Tier' });
      const inherits = await createSeller(kit.ops, tiered, { name: 'Division Tier' });
      /** The sellers of the merchant's tasks on each tier, checking the tier each task shows. */
      const byTier = async () => {
        const lists: Record<string, (string | undefined)[]> = {};
        for (const tier of ['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'] as const) {
          const page = await kyc.listKycTasks({
            query: { limit: 100, query: `merchant:${tiered.merchantCode} tier:${tier}` },
          });
          expect(page.elements.every((task) => task.tier === tier)).toBe(true);
          const filtered = await kyc.listKycTasks({ query: { limit: 100, merchantCode: tiered.merchantCode, tier } });
          expect(filtered.elements).toEqual(page.elements);
          lists[tier] = page.elements.map((task) => task.accountHolderCode);
        }
        return lists;
      };
      expect(await byTier()).toEqual({ LIGHT_KYC: [], STANDARD_KYC: [], ADVANCED_KYC: [own.code, inherits.code] });
      await kyc.updateKycTier({ body: { accountOwnerCode: own.code, tier: 'LIGHT_KYC' } });
      expect(await byTier()).toEqual({ LIGHT_KYC: [own.code], STANDARD_KYC: [], ADVANCED_KYC: [inherits.code] });
      const divisionKyc = await kit.kyc(tiered);
      await divisionKyc.updateKycConfig({
        query: { code: tiered.divisionCode, merchantCode: tiered.merchantCode, codeType: 'DIVISION' },
        body: { tier: 'STANDARD_KYC' },
      });
      const later = await createSeller(kit.ops, tiered, { name: 'Later Seller' });
      expect(await byTier()).toEqual({
        LIGHT_KYC: [own.code],
        STANDARD_KYC: [inherits.code, later.code],
        ADVANCED_KYC: [],
      });
    },
    setupTimeoutMs,
  );

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'amount' is not a field of this list (character 8); the fields are status, tier, reason, created, seller, code, merchant, division";
    expect(await failureOf(kyc.listKycTasks({ query: { query: 'jansen amount>10' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[7:6]', message }] },
    });
  });
});
