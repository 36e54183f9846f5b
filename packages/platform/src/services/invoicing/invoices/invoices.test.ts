import { createInvoiceAction, runAction } from '@ops/core/actions';
import { ApiRequestError } from '@ops/core/api';
import type { Invoice, InvoiceLineKind, VolumeTier } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../../../ledger/ledger-invariants.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import {
  billedDivision,
  type InvoicingTestKit,
  sampleTerms,
  setupTimeoutMs,
  startInvoicingTest,
} from '../testing/invoicing-test-kit.ts';

let kit: InvoicingTestKit;

beforeAll(async () => {
  kit = await startInvoicingTest();
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const day = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const dateOf = (moment: Date) => moment.toISOString().slice(0, 10);

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.error?.message, details: error.error?.details };
}

/**
 * The test's own reading of an invoice, from the ledger's rows as they are before it is booked: the settled volume is every posting
 * of a SPLIT/CONFIRMED transaction onto a confirmed balance of the division in the period; the closing balance
 * every confirmed or payout posting of the division before the period's end.
 */
async function ledgerRowsOf(divisionCode: string, from: string, to: string) {
  const rows = await selectRows<{
    transaction_id: string;
    type: string;
    status: string;
    bucket: string;
    amount: string;
    created_ms: string;
  }>(
    kit.platform.database.db,
    sql`select posting.transaction_id::text, ledger_transaction.type, ledger_transaction.status, posting.bucket,
        posting.amount::text, (extract(epoch from posting.created_at) * 1000)::bigint::text as created_ms
      from ledger_postings posting
      join ledger_transactions ledger_transaction on ledger_transaction.id = posting.transaction_id
      join virtual_accounts account on account.code = posting.virtual_account_code
      where account.division_code = ${divisionCode}`,
  );
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + day;
  const inPeriod = rows.filter((row) => Number(row.created_ms) >= start && Number(row.created_ms) < end);
  const settled = inPeriod.filter(
    (row) => row.type === 'SPLIT' && row.status === 'CONFIRMED' && row.bucket === 'CONFIRMED',
  );
  return {
    volume: settled.reduce((sum, row) => sum + BigInt(row.amount), 0n),
    splits: new Set(settled.map((row) => row.transaction_id)).size,
    closing: rows
      .filter((row) => Number(row.created_ms) < end && (row.bucket === 'CONFIRMED' || row.bucket === 'PAYOUT'))
      .reduce((sum, row) => sum + BigInt(row.amount), 0n),
    days: BigInt((end - start) / day),
  };
}

/** Half up, on exact fractions. */
const half = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/** The graduated fee by intervals: each tier charges the overlap of [its lower bound, its bound) with [0, volume). */
function modelVolumeFee(tiers: VolumeTier[], volume: bigint): bigint {
  const bounds = tiers.map((tier) => (tier.upTo === null ? volume : BigInt(tier.upTo)));
  let charged = 0n;
  tiers.forEach((tier, index) => {
    const low = index === 0 ? 0n : (bounds[index - 1] as bigint);
    const high = bounds[index] as bigint;
    const overlap = (high < volume ? high : volume) - low;
    if (overlap > 0n) charged += overlap * BigInt(tier.rateBasisPoints);
  });
  return half(charged, 10_000n);
}

const tierArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 400_000 }), { minLength: 0, maxLength: 3 })
  .chain((bounds) =>
    fc
      .array(fc.integer({ min: 0, max: 500 }), { minLength: bounds.length + 1, maxLength: bounds.length + 1 })
      .map((rates): VolumeTier[] => [
        ...[...bounds].sort((a, b) => a - b).map((upTo, index) => ({ upTo, rateBasisPoints: rates[index] as number })),
        { upTo: null, rateBasisPoints: rates[bounds.length] as number },
      ]),
  );

const lineAmount = (invoice: Invoice, kind: InvoiceLineKind) =>
  invoice.lines.find((line) => line.kind === kind)?.amount;

describe('create invoice', () => {
  it("computes every line from the period's ledger rows under the contract's tiers, to the cent", async () => {
    await fc.assert(
      fc.asyncProperty(
        tierArbitrary,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 300_000 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 2_500 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 20 }),
        async (volumeTiers, settlements, vatBasisPoints, negativeInterestBasisPoints, periodDays) => {
          const { address } = await billedDivision(kit, {
            incomeDeposit: 50_000_000,
            settlements: settlements.map(([ago, amount]) => [daysAgo(ago + 0.5), amount]),
          });
          const terms = {
            ...sampleTerms,
            volumeTiers,
            vatBasisPoints,
            negativeInterestBasisPoints,
            status: 'ACTIVE' as const,
          };
          await kit.billing.createFeeContract({ params: address, body: terms });
          const from = dateOf(daysAgo(periodDays));
          const ledger = await ledgerRowsOf(address.divisionCode, from, today);
          const invoice = await kit.billing.createInvoice({ params: address, body: { from, to: today } });

          const expected: Record<InvoiceLineKind, bigint> = {
            PROCESSING_VOLUME: modelVolumeFee(volumeTiers, ledger.volume),
            PLATFORM: BigInt(ledger.splits) * BigInt(terms.platformFee),
            KYC_INDIVIDUAL: 0n,
            KYC_BUSINESS: 0n,
            KYC_SELLER: 2n * BigInt(terms.kycSellerFee),
            BALANCE_TRANSFER: 0n,
            NEGATIVE_INTEREST:
              ledger.closing > 0n
                ? half(ledger.closing * BigInt(negativeInterestBasisPoints) * ledger.days, 10_000n * 365n)
                : 0n,
            FIXED: BigInt(terms.fixedFee),
          };
          for (const [kind, amount] of Object.entries(expected)) {
            expect(BigInt(lineAmount(invoice, kind as InvoiceLineKind) ?? -1), kind).toBe(amount);
          }
          const subtotal = Object.values(expected).reduce((sum, amount) => sum + amount, 0n);
          const vat = half(subtotal * BigInt(vatBasisPoints), 10_000n);
          expect([BigInt(invoice.subtotal), BigInt(invoice.vat), BigInt(invoice.total)]).toEqual([
            subtotal,
            vat,
            subtotal + vat,
          ]);
        },
      ),
      { numRuns: 12 },
    );
    await assertLedgerInvariants(kit.platform.database.db);
  }, 120_000);

  it("books the total from the income account as an INVOICE transfer that Home's Invoice column shows, once", async () => {
    const { division, address } = await billedDivision(kit, {
      incomeDeposit: 1_000_000,
      settlements: [[daysAgo(0), 200_000]],
    });
    await kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
    const before = await kit.insights.getGroupBalance({ params: address, query: {} });
    const request = {
      params: address,
      body: { from: today, to: today },
      idempotencyKey: `invoice-${division.divisionCode}`,
    };
    const invoice = await kit.billing.createInvoice(request);
    const again = await kit.billing.createInvoice(request);
    expect(again.code).toBe(invoice.code);

    const after = await kit.insights.getGroupBalance({ params: address, query: {} });
    const [month] = after.currencies[0]?.months ?? [];
    const [monthBefore] = before.currencies[0]?.months ?? [];
    expect(month?.invoice).toBe((monthBefore?.invoice ?? 0) + invoice.total);
    expect(after.currencies[0]?.totalBalance).toBe((before.currencies[0]?.totalBalance ?? 0) - invoice.total);
    expect(month?.endOfMonthBalance).toBe(after.currencies[0]?.totalBalance);
    expect(invoice.accountCode).toBe(division.incomeAccount);
    await assertLedgerInvariants(kit.platform.database.db);

    const pdf = await kit.billing.downloadInvoicePdf({ params: { ...address, invoiceCode: invoice.code } });
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('refuses an overlapping period of the same division, and a period without start or end, moving nothing', async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1_000_000, settlements: [] });
    await kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
    const first = dateOf(daysAgo(10));
    await kit.billing.createInvoice({ params: address, body: { from: first, to: dateOf(daysAgo(5)) } });
    expect(
      await refusal(kit.billing.createInvoice({ params: address, body: { from: dateOf(daysAgo(5)), to: today } })),
    ).toMatchObject({
      status: 409,
      message: `This division already has an invoice in EUR for ${first} to ${dateOf(daysAgo(5))}`,
    });
    const missing = await refusal(kit.billing.createInvoice({ params: address, body: { from: first } as never }));
    expect(missing).toMatchObject({ status: 400, details: [{ field: 'to', message: 'missing dates' }] });
    expect((await kit.billing.listInvoices({ params: address })).elements).toHaveLength(1);
    await kit.billing.createInvoice({ params: address, body: { from: dateOf(daysAgo(4)), to: today } });
    expect((await kit.billing.listInvoices({ params: address })).elements).toHaveLength(2);
  });

  it('refuses a division without an active contract in the currency', async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1_000_000, settlements: [] });
    expect(
      await refusal(kit.billing.createInvoice({ params: address, body: { from: today, to: today } })),
    ).toMatchObject({
      status: 409,
      message: 'This division has no active contract in EUR',
    });
  });
});

describe('the create invoice action', () => {
  it('asks for a bound division, then books the period once: a retry with its key answers the same invoice', async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1_000_000, settlements: [[daysAgo(1), 50_000]] });
    await kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
    const auth = { token: await kit.platform.tokenFor('ops@sandbox.test'), email: 'ops@sandbox.test' };
    const period = { from: dateOf(daysAgo(3)), to: today };
    await expect(
      runAction(createInvoiceAction, opsActionContext(kit.platform, auth, undefined), period),
    ).rejects.toMatchObject({
      messageKey: 'validation.selectMerchant',
    });
    const context = opsActionContext(kit.platform, auth, address);
    const first = await runAction(createInvoiceAction, context, period);
    const retried = await runAction(createInvoiceAction, context, { ...period, idempotencyKey: first.idempotencyKey });
    expect(retried.invoice.code).toBe(first.invoice.code);
    expect((await kit.billing.listInvoices({ params: address })).elements).toHaveLength(1);
  });
});
