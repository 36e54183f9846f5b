import type { PayoutBatch, PayoutBatchListQuery } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/fund-test-kit.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from './testing/payout-test-kit.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let otherShop: PayoutDivision;
/** Oldest first: shop's approved batch (20.00), shop's open batch (9.99), the other shop's open batch (200.00). */
const made: PayoutBatch[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const scopeOf = (division: PayoutDivision) => ({
  merchantCode: division.merchantCode,
  divisionCode: division.divisionCode,
});

/** Accepted requests of the given amounts from the division's sellers in turn, in its open batch. */
async function openBatch(division: PayoutDivision, ...amounts: number[]): Promise<PayoutBatch> {
  const codes: string[] = [];
  for (const [index, amount] of amounts.entries()) {
    const virtualAccountCode = division.sellerAccounts[index % division.sellerAccounts.length] ?? '';
    const request = await kit.payouts.createPayoutRequest({
      params: scopeOf(division),
      body: { virtualAccountCode, amountMode: 'PARTIAL', amount },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  const [batch] = (await kit.payouts.listPayouts({ query: { search: report.items[0]?.payoutCode ?? '' } })).elements;
  if (!batch) throw new Error('no open batch');
  return batch;
}

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2 });
  otherShop = await kit.division({ sellers: 1 });
  for (const account of [...shop.sellerAccounts, ...otherShop.sellerAccounts]) await kit.deposit(account, 100_000);
  const approved = await openBatch(shop, 1_500, 500);
  await kit.payouts.approvePayout({ params: { ...scopeOf(shop), payoutCode: approved.code, approverEmail: opsEmail } });
  made.push(approved, await openBatch(shop, 999), await openBatch(otherShop, 20_000));
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** The codes of the batches a query lists, newest first, checked against the total count. */
async function listed(query: Partial<PayoutBatchListQuery>) {
  const page = await kit.payouts.listPayouts({ query: { limit: 100, ...query } });
  expect(page.totalCount, 'total count').toBe(page.elements.length);
  return page.elements.map((batch) => batch.code);
}
const codesAt = (...indexes: number[]) => indexes.map((index) => made[index]?.code);

describe('the payout batches list query', () => {
  it.each<[string, () => Partial<PayoutBatchListQuery>]>([
    ['status:approved', () => ({ status: 'APPROVED' })],
    ['currency:eur status:open', () => ({ currency: 'EUR', status: 'OPEN' })],
    ['division:{division}', () => ({ divisionCode: shop.divisionCode })],
    ['{code}', () => ({ search: made[2]?.code ?? '' })],
  ])('%s lists the same rows as the filter parameters', async (text, filters) => {
    const query = text.replace('{division}', shop.divisionCode).replace('{code}', made[2]?.code ?? '');
    const byQuery = await listed({ query });
    expect(byQuery.length).toBeGreaterThan(0);
    expect(byQuery).toEqual(await listed(filters()));
  });

  it('takes the total as shown, several statuses, negation, codes and their starts, days before today', async () => {
    const ours = `merchant:${shop.merchantCode},${otherShop.merchantCode}`;
    expect(await listed({ query: `${ours} amount>=20` })).toEqual(codesAt(2, 0));
    expect(await listed({ query: `${ours} amount:9.99 currency:eur` })).toEqual(codesAt(1));
    expect(await listed({ query: `${ours} amount<20 amount>0` })).toEqual(codesAt(1));
    expect(await listed({ query: `${ours} status:open,approved -division:${otherShop.divisionCode}` })).toEqual(
      codesAt(1, 0),
    );
    const { code = '' } = made[0] ?? {};
    expect(await listed({ query: `code:${code.slice(0, -1)}* created>=-1d` })).toEqual(codesAt(0));
    expect(await listed({ query: `code:${code} created<today` })).toEqual([]);
    expect(await listed({ query: `${ours} created:${daysAgo(0)}` })).toEqual(codesAt(2, 1, 0));
  });

  it('follows an item cancelled out of a batch in its amount', async () => {
    const batch = made[2];
    const ours = `merchant:${otherShop.merchantCode}`;
    expect(await listed({ query: `${ours} amount:200` })).toEqual(codesAt(2));
    const items = await kit.payouts.listPayoutRequests({ query: { payoutCode: batch?.code } });
    const [item] = items.elements;
    await kit.payouts.cancelPayoutItem({
      params: { ...scopeOf(otherShop), payoutCode: batch?.code ?? '', payoutRequestCode: item?.code ?? '' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await listed({ query: `${ours} amount:200` })).toEqual([]);
    expect(await listed({ query: `${ours} amount:0` })).toEqual(codesAt(2));
  });

  it('keeps the totals it reads from the kept counts in step with every write to the batches, whoever writes', async () => {
    const ours = `merchant:${shop.merchantCode}`;
    const [approved, open] = [made[0]?.code ?? '', made[1]?.code ?? ''];
    expect(await listed({ query: `${ours} status:open` })).toEqual([open]);
    // Written straight to the table: the kept counts follow a row moved to another day and status.
    await kit.platform.database.db.execute(
      sql`update payout_batches set created_at = created_at - interval '3 days', status = 'CANCELLED' where code = ${open}`,
    );
    expect(await listed({ query: `${ours} status:open` })).toEqual([]);
    expect(await listed({ query: `${ours} status:cancelled created<=-3d` })).toEqual([open]);
    expect(await listed({ query: `${ours} created>-3d` })).toEqual([approved]);
    expect(await listed({ query: `${ours} -status:approved` })).toEqual([open]);
    await kit.platform.database.transaction(async (tx) => {
      await tx.execute(sql`update payout_requests set payout_code = null where payout_code = ${open}`);
      await tx.execute(sql`delete from payout_batches where code = ${open}`);
    });
    expect(await listed({ query: ours })).toEqual([approved]);
  });

  it('totals an amount range from the counts kept per amount band, whose ends fall inside and on the edges of bands, and follows every change of a batch’s total', async () => {
    const bandShop = await kit.division({ sellers: 2 });
    for (const account of bandShop.sellerAccounts) await kit.deposit(account, 100_000);
    const ours = `division:${bandShop.divisionCode}`;
    const inShop = (query: string) => listed({ query: `${ours} ${query}` });
    // 9.99 is the highest amount of its band (9.90 to 9.99), 10.00 the lowest of the next (10.00 to 10.99).
    const approved = await openBatch(bandShop, 999);
    await kit.payouts.approvePayout({
      params: { ...scopeOf(bandShop), payoutCode: approved.code, approverEmail: opsEmail },
    });
    const open = await openBatch(bandShop, 1_000, 50);
    expect(await inShop('amount>=10')).toEqual([open.code]);
    expect(await inShop('amount>9.99')).toEqual([open.code]);
    expect(await inShop('amount<=9.99')).toEqual([approved.code]);
    expect(await inShop('amount>=10.5')).toEqual([open.code]);
    expect(await inShop('amount>10.5')).toEqual([]);
    expect(await inShop('amount:10.50 currency:eur')).toEqual([open.code]);
    expect(await inShop('amount>=9.95 amount<10.6 status:open,approved')).toEqual([open.code, approved.code]);
    expect(await inShop('-status:approved amount>0')).toEqual([open.code]);
    expect(await inShop(`amount>=1 merchant:${bandShop.merchantCode}* currency:usd`)).toEqual([]);
    const divisionList = await kit.payouts.listDivisionPayouts({
      params: scopeOf(bandShop),
      query: { limit: 100, query: 'amount<10.51 status:open' },
    });
    expect([divisionList.totalCount, divisionList.elements.map((batch) => batch.code)]).toEqual([1, [open.code]]);

    // An item added to the open batch moves its total to another band, and cancelled moves it back.
    const added = await openBatch(bandShop, 60);
    expect(added.code).toBe(open.code);
    expect(await inShop('amount:11.10')).toEqual([open.code]);
    expect(await inShop('amount<11 amount>=1')).toEqual([approved.code]);
    const items = await kit.payouts.listPayoutRequests({ query: { payoutCode: open.code } });
    const item = items.elements.find((request) => request.amount === 60);
    await kit.payouts.cancelPayoutItem({
      params: { ...scopeOf(bandShop), payoutCode: open.code, payoutRequestCode: item?.code ?? '' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await inShop('amount:10.50')).toEqual([open.code]);
    expect(await inShop('amount>11')).toEqual([]);

    // The batch cancelled: its items leave its total, and its status its band's count.
    await kit.boundPayouts(scopeOf(bandShop)).cancelPayout({
      params: { ...scopeOf(bandShop), payoutCode: open.code },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await inShop('status:cancelled amount:0')).toEqual([open.code]);
    expect(await inShop('amount>=10')).toEqual([]);
    expect(await inShop('-status:cancelled amount>=0')).toEqual([approved.code]);

    // Written straight to the tables: an item's amount, a batch's currency, a batch deleted.
    await kit.platform.database.db.execute(
      sql`update payout_requests set amount = 1234 where payout_code = ${approved.code}`,
    );
    expect(await inShop('amount:12.34')).toEqual([approved.code]);
    expect(await inShop('amount<12.34')).toEqual([open.code]);
    await kit.platform.database.db.execute(
      sql`update payout_batches set currency = 'USD' where code = ${approved.code}`,
    );
    expect(await inShop('amount>=12 currency:usd')).toEqual([approved.code]);
    expect(await inShop('amount>=12 currency:eur')).toEqual([]);

    // Days too, which the counts per band do not keep: the batches of the fewer side, within the days or beside them,
    // counted (beside them, taken off every day's).
    const third = await openBatch(bandShop, 1_000);
    await kit.platform.database.db.execute(
      sql`update payout_batches set created_at = created_at - interval '40 days' where code = ${approved.code}`,
    );
    expect(await inShop('amount>=0 created>-30d')).toEqual([third.code, open.code]);
    expect(await inShop('amount>=10 created<=-30d')).toEqual([approved.code]);
    expect(await inShop('amount>=10 -status:cancelled created>-30d')).toEqual([third.code]);
    expect(await inShop('amount<12.34 created>=-40d')).toEqual([third.code, open.code]);
    await kit.platform.database.transaction(async (tx) => {
      await tx.execute(sql`update payout_requests set payout_code = null where payout_code = ${approved.code}`);
      await tx.execute(sql`delete from payout_batches where code = ${approved.code}`);
    });
    expect(await inShop('amount>=0')).toEqual([third.code, open.code]);
  });

  it('answers 400 naming the character of a query it cannot read', async () => {
    const message =
      "'seller' is not a field of this list (character 4); the fields are status, amount, currency, created, code, merchant, division";
    expect(await failureOf(kit.payouts.listPayouts({ query: { query: 'PO seller:AH-1' } }))).toEqual({
      status: 400,
      error: { code: 400, message, details: [{ field: 'query[3:6]', message }] },
    });
  });
});
