import type { PspReportFilter } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/failure-of.ts';
import { csvFile, type PspTestKit, reportOf, startPspTest } from './testing/psp-test-kit.ts';

let kit: PspTestKit;
let report: string;
let merchantCode: string;
let division: PspReportFilter;
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startPspTest();
  const { shop, integration } = await kit.integratedShop();
  merchantCode = shop.merchantCode;
  division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  // The report's lines 2 to 5: type, PSP reference, gross amount and currency, batch, booking date.
  const line = (type: string, pspReference: string, gross: string, currency: string, batch: string, day: string) => ({
    merchantAccount: integration.merchantAccount,
    pspReference,
    type,
    grossCurrency: currency,
    ...(gross.startsWith('-') ? { grossDebit: gross.slice(1), netDebit: gross.slice(1) } : {}),
    ...(gross.startsWith('-') ? {} : { grossCredit: gross, netCredit: gross }),
    netCurrency: currency,
    commission: '0.00',
    batchNumber: batch,
    bookingDate: day,
  });
  const imported = await kit.psp.importPspSettlement({
    params: { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode, integrationCode: integration.code },
    body: {
      file: csvFile(
        reportOf([
          line('Settled', 'PSPQ-100', '15.00', 'EUR', '71', '2026-03-01'),
          line('Settled', 'PSPQ-1', '9.99', 'EUR', '71', '2026-03-02'),
          line('Settled', 'PSPQ-2', '200.00', 'USD', '72', dayAgo(2)),
          line('Fee', '', '-7.00', 'EUR', '72', dayAgo(0)),
        ]),
      ),
    },
  });
  report = imported.executionId;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

/** The line numbers of this file's report a query lists, newest first, checked against the total count. */
async function listed(query: string, filter: PspReportFilter = {}) {
  const page = await kit.psp.searchPspReports({
    body: { filter },
    query: { limit: 100, query: `report:${report} ${query}` },
  });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((item) => item.lineNumber);
}

describe('the PSP lines list query', () => {
  it.each<[string, PspReportFilter]>([
    ['status:unallocated', { status: 'UNALLOCATED' }],
    ['type:unknown', { type: 'UNKNOWN' }],
  ])('%s lists the same lines as the filter', async (query, filter) => {
    const byQuery = await listed(query);
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed('', filter));
  });

  it('takes amounts as shown, currencies, settlement days, references, batches, merchants, negation and words', async () => {
    expect(await listed('amount>=9.99 amount<20')).toEqual([3, 2]);
    expect(await listed('amount<0')).toEqual([5]);
    expect(await listed('currency:usd')).toEqual([4]);
    expect(await listed('status:unallocated,parsed -type:unknown')).toEqual([4, 3, 2]);
    expect(await listed('settled:2026-03-02')).toEqual([3]);
    expect(await listed('settled>=-7d')).toEqual([5, 4]);
    expect(await listed('settled<2026-03-02')).toEqual([2]);
    expect(await listed('reference:PSPQ-1')).toEqual([3]);
    expect(await listed('reference:PSPQ-1*')).toEqual([3, 2]);
    expect(await listed('batch:72')).toEqual([5, 4]);
    expect(await listed(`merchant:${merchantCode}`)).toEqual([5, 4, 3, 2]);
    expect(await listed('merchant:M-NOT-THERE division:D-*')).toEqual([]);
    expect(await listed('pspq-10')).toEqual([2]);
    expect(await listed('72')).toEqual([5, 4]);
  });

  it('totals an amount range of a division or merchant exactly from the counts per amount band', async () => {
    // The report's lines 2 to 5 in minor units (gross, signed); the division holds no other lines.
    const gross: [number, string, number][] = [
      [5, 'EUR', -700],
      [4, 'USD', 20_000],
      [3, 'EUR', 999],
      [2, 'EUR', 1_500],
    ];
    const cases: [string, (amount: number, currency: string) => boolean][] = [
      ['amount>=9.99', (amount) => amount >= 999],
      ['amount>9.99 amount<=200', (amount) => amount > 999 && amount <= 20_000],
      ['amount<0', (amount) => amount < 0],
      ['amount<10', (amount) => amount < 1_000],
      ['amount<=15 currency:EUR', (amount, currency) => amount <= 1_500 && currency === 'EUR'],
      ['amount:15,200', (amount) => amount === 1_500 || amount === 20_000],
      ['-amount<15', (amount) => amount >= 1_500],
    ];
    for (const [text, holds] of cases) {
      const expected = gross.filter(([, currency, amount]) => holds(amount, currency)).map(([line]) => line);
      for (const filter of [division, { merchantCode }]) {
        const page = await kit.psp.searchPspReports({ body: { filter }, query: { limit: 100, query: text } });
        expect(page.totalCount, `${text} in ${JSON.stringify(filter)}`).toBe(page.elements.length);
        expect(page.elements.map((item) => item.lineNumber)).toEqual(expected);
      }
    }
  });

  it('keeps the totals it reads from the kept counts in step with every write to the lines, whoever writes', async () => {
    const lineOf = (lineNumber: number) => sql`execution_id = ${report} and line_number = ${lineNumber}`;
    const { db } = kit.platform.database;
    // Written straight to the table: a line reconciled, a line's batch taken away, a line deleted.
    await db.execute(sql`update psp_report_lines set status = 'RECONCILED' where ${lineOf(4)}`);
    await db.execute(sql`update psp_report_lines set batch_number = null where ${lineOf(2)}`);
    expect(await listed('status:reconciled')).toEqual([4]);
    expect(await listed('status:unallocated')).toEqual([3, 2]);
    expect(await listed('batch:71')).toEqual([3]);
    expect(await listed('-batch:71')).toEqual([5, 4, 2]);
    await db.execute(sql`delete from psp_report_lines where ${lineOf(5)}`);
    expect(await listed('-status:unallocated')).toEqual([4]);
    expect(await listed('')).toEqual([4, 3, 2]);
    // The counts per amount band too: a gross amount moved, and the deleted line gone from its band.
    await db.execute(sql`update psp_report_lines set gross_amount = 1550 where ${lineOf(3)}`);
    const inDivision = (query: string) =>
      kit.psp.searchPspReports({ body: { filter: division }, query: { limit: 100, query } });
    // A band that no end of the range splits: added up from its count alone.
    expect(await inDivision('amount>=15 amount<100')).toMatchObject({
      totalCount: 2,
      elements: [{ lineNumber: 3 }, { lineNumber: 2 }],
    });
    expect(await inDivision('amount<0')).toMatchObject({ totalCount: 0, elements: [] });
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message = "'tomorrow' is not a date (character 9); write it as 2026-01-31, today, -7d, -2w, -3m or -1y";
    expect(await failureOf(kit.psp.searchPspReports({ body: {}, query: { query: 'settled>tomorrow' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[8:8]', message }] },
    });
  });
});
