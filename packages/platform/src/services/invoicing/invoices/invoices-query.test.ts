import type { Invoice, InvoiceListQuery } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../testing/failure-of.ts';
import {
  type BilledDivision,
  billedDivision,
  type InvoicingTestKit,
  sampleTerms,
  setupTimeoutMs,
  startInvoicingTest,
} from '../testing/invoicing-test-kit.ts';

let kit: InvoicingTestKit;
let shop: BilledDivision;
/** Oldest period first, as they were made. */
const made: Invoice[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startInvoicingTest();
  shop = await billedDivision(kit, {
    incomeDeposit: 5_000_000,
    settlements: [
      [daysAgo(50), 100_000],
      [daysAgo(30), 4_000_000],
    ],
  });
  // Another division's invoice, which the shop's list never shows.
  const other = await billedDivision(kit, { incomeDeposit: 1_000_000, settlements: [] });
  for (const { address } of [shop, other]) {
    await kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
  }
  await kit.billing.createInvoice({ params: other.address, body: { from: dayOf(60), to: dayOf(1) } });
  for (const [from, to] of [
    [60, 41],
    [40, 21],
    [20, 1],
  ] as const) {
    made.push(await kit.billing.createInvoice({ params: shop.address, body: { from: dayOf(from), to: dayOf(to) } }));
  }
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The codes of the invoices a query lists, newest period first. */
async function listed(query: InvoiceListQuery['query']) {
  const list = await kit.billing.listInvoices({ params: shop.address, query: { query } });
  return list.elements.map((row) => row.code);
}
const codesAt = (...indexes: number[]) => indexes.map((index) => made[index]?.code);
/** An invoice's total as the list shows it: 1234.56. */
const shownTotal = (index: number) => ((made[index]?.total ?? 0) / 100).toFixed(2);

describe('the invoices list query', () => {
  it('lists every invoice of the division without a query, newest period first', async () => {
    expect(await listed(undefined)).toEqual(codesAt(2, 1, 0));
    expect(await listed('  ')).toEqual(codesAt(2, 1, 0));
  });

  it('takes totals as shown, currencies, periods, days, codes and their starts, and words', async () => {
    expect(made[1]?.total).toBeGreaterThan(made[0]?.total ?? 0);
    expect(await listed(`amount>=${shownTotal(1)}`)).toEqual(codesAt(1));
    expect(await listed(`amount:${shownTotal(0)} currency:eur`)).toEqual(codesAt(0));
    expect(await listed('currency:USD')).toEqual([]);
    expect(await listed(`period:${dayOf(30)}`)).toEqual(codesAt(1));
    expect(await listed(`period>=${dayOf(25)}`)).toEqual(codesAt(2, 1));
    expect(await listed('period<=-45d')).toEqual(codesAt(0));
    expect(await listed('created:today')).toEqual(codesAt(2, 1, 0));
    expect(await listed('created<today')).toEqual([]);
    const { code = '', contractCode = '', balanceTransferCode = '' } = made[2] ?? {};
    expect(await listed(`code:${code}`)).toEqual(codesAt(2));
    expect(await listed(`contract:${contractCode.slice(0, -1)}*`)).toEqual(codesAt(2, 1, 0));
    expect(await listed(`transfer:${balanceTransferCode}`)).toEqual(codesAt(2));
    expect(await listed(`-transfer:${balanceTransferCode}`)).toEqual(codesAt(1, 0));
    expect(await listed(code.toLowerCase())).toContain(code);
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'status' is not a field of this list (character 1); the fields are amount, currency, period, created, code, contract, transfer";
    expect(
      await failureOf(kit.billing.listInvoices({ params: shop.address, query: { query: 'status:paid' } })),
    ).toEqual({ status: 400, error: { code: 400, message, details: [{ field: 'query[0:6]', message }] } });
  });
});
