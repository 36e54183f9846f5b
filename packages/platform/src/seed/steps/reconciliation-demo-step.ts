import type { SplitTransaction } from '@ops/core/contract';
import { reconciliationRoutes } from '@ops/core/contract';
import { formatIsoDate } from '@ops/core/dates';
import { count, eq, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { payoutRequests, pspIntegrations } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { importSettlementReport } from '../../services/psp-adapter/import-settlement-report.ts';
import {
  type SettlementReportLine,
  sandboxCommissionOf,
  settlementReportFile,
  settlementReportRow,
} from '../../services/psp-adapter/sandbox-settlement-report.ts';
import { importBankStatement } from '../../services/reconciliation/import-bank-statement.ts';
import { demoDepositStatement } from '../demo-deposit-statement.ts';
import { type Payable, payables, payoutCalls } from './money-activity-payouts.ts';
import { splitCalls } from './money-activity-splits.ts';
import { opsCaller } from './money-activity-step.ts';
import {
  type MoneyDivision,
  type MoneySeller,
  readMoneyDivisions,
  readMoneySellers,
  sellersKey,
} from './money-history-accounts.ts';
import { demoPspIntegrationCode } from './psp-integration-step.ts';
import { runClaimedOnce, type SeedStep } from './seed-step.ts';

const stepName = 'reconciliation-demo';

/** The division whose reconciliation screens have something to show and to do on `npm start`. */
const demoDivision = 'D-HOLLAND-GOODS-NL';

/** A seller's share of a payment: nine tenths, the rest the division's income. */
const shareOf = (seller: MoneySeller, total: number) => [
  { sellerCode: seller.accountHolderCode, amount: Math.round(total * 0.9) },
];

/**
 * A settlement report of the demo integration, imported: two payments it settles (RECONCILED: their pending moves
 * to confirmed, less the PSP's commission), one reported at another amount (FAILED, with the reason), a line
 * naming a payment the platform does not know (UNALLOCATED) and the PSP's fee (PARSED: nothing to match). Two lines
 * for the PSP workbench (UNALLOCATED): one whose PSP reference the PSP cut short, whose best candidate is its payment
 * with no difference, and one booking two payments of one shopper together (one to many). One more payment is in no
 * report yet: PSP integration's Retrigger of today fetches it (and the workbench's payments, if still open).
 */
async function settlementReportDemo(tx: Transaction, division: MoneyDivision, sellers: [MoneySeller, MoneySeller]) {
  const [integration] = await tx.select().from(pspIntegrations).where(eq(pspIntegrations.code, demoPspIntegrationCode));
  if (!integration) return;
  const calls = splitCalls(tx, opsCaller, division, 'PSP-DEMO');
  const [first, second] = sellers;
  const settled = [await calls.pay(15_000, shareOf(first, 15_000)), await calls.pay(8_400, shareOf(second, 8_400))];
  const misreported = await calls.pay(6_000, shareOf(first, 6_000));
  const cutShort = await calls.pay(4_250, shareOf(second, 4_250));
  const together = [await calls.pay(2_100, shareOf(first, 2_100)), await calls.pay(3_200, shareOf(first, 3_200))];
  await calls.pay(3_500, shareOf(second, 3_500));
  const now = new Date();
  const batch = `DEMO${formatIsoDate(now).replaceAll('-', '')}`;
  const line = (fields: Partial<SettlementReportLine> & Pick<SettlementReportLine, 'gross'>): SettlementReportLine => ({
    merchantAccount: integration.merchantAccount,
    pspReference: '',
    merchantReference: '',
    paymentMethod: 'IDEAL',
    createdAt: now,
    recordType: 'SETTLED',
    modificationReference: '',
    currency: division.currency,
    commission: sandboxCommissionOf(fields.gross),
    batch,
    ...fields,
  });
  const ofPayment = (payment: SplitTransaction, gross = payment.totalAmount) =>
    line({
      pspReference: payment.pspReference ?? '',
      merchantReference: payment.reference ?? payment.code,
      createdAt: new Date(payment.createdAt),
      gross,
    });
  const lines = [
    ...settled.map((payment) => ofPayment(payment)),
    ofPayment(misreported, misreported.totalAmount + 500),
    line({ pspReference: 'PSP-DEMO-UNKNOWN-1', merchantReference: 'Order placed elsewhere', gross: 2_750 }),
    line({
      pspReference: (cutShort.pspReference ?? '').slice(0, -3),
      merchantReference: cutShort.reference ?? cutShort.code,
      createdAt: new Date(cutShort.createdAt),
      gross: cutShort.totalAmount,
    }),
    line({
      pspReference: 'PSP-DEMO-COMBINED-1',
      merchantReference: 'Two orders of one shopper',
      gross: together.reduce((sum, payment) => sum + payment.totalAmount, 0),
    }),
    line({
      recordType: 'FEE',
      merchantReference: 'Monthly scheme fees',
      paymentMethod: '',
      gross: 1_250,
      commission: 0,
    }),
  ];
  const report = settlementReportFile(
    `settlement_detail_report_${integration.merchantAccount}_${batch}.csv`,
    lines.map(settlementReportRow),
  );
  await importSettlementReport(tx, integration, { fileName: report.name, stream: () => report.stream() }, opsCaller);
}

/**
 * Bank statements of the demo division, imported: a paid batch whose item's end-to-end id the bank cut short (a
 * FAILED line, to link to its payout by hand; the batch stays at the bank), two deposits naming no payout
 * (UNALLOCATED, to allocate to a virtual account), a batch of two items the bank booked as one entry naming only
 * the batch (an UNALLOCATED SEPA batch line, to match with its batch on the workbench), and a batch the bank has not
 * booked yet (a pending line: the workbench matches it tentatively, and nothing is paid until the booked entry).
 */
async function bankStatementDemo(tx: Transaction, division: MoneyDivision) {
  // Payees the sandbox bank neither bounces (…0000) nor truncates by itself (…9999).
  const payees = division.sellers.filter((seller) => seller.payee && !/(0000|9999)$/.test(seller.payee.iban));
  const [payable, ...others] = await payables(
    tx,
    payees.map((seller) => seller.virtualAccountCode),
  );
  const action = reconciliationRoutes.importBankStatement.id;
  const calls = payoutCalls(tx, opsCaller, division);
  if (payable) {
    const request = await calls.ask(payable);
    const payoutCode = await calls.process([request]);
    await calls.approve(payoutCode);
    await calls.instruct(payoutCode);
    await calls.settle(payoutCode, request);
  }
  const bookingDate = formatIsoDate(new Date());
  /** A batch of these accounts' requests at the bank, as the bank books it in one entry. */
  const bookedBatch = async (accounts: readonly Payable[], reference: string, pending = false) => {
    const requests = [];
    for (const account of accounts) requests.push(await calls.ask(account));
    const payoutCode = await calls.process(requests);
    await calls.approve(payoutCode);
    await calls.instruct(payoutCode);
    // The bank books what the batch holds: these items, and any the division's open batch had already.
    const [held] = await tx
      .select({ amount: sum(payoutRequests.amount).mapWith(Number), items: count() })
      .from(payoutRequests)
      .where(eq(payoutRequests.payoutCode, payoutCode));
    return {
      reference,
      payoutCode,
      itemCount: held?.items ?? requests.length,
      amount: held?.amount ?? 0,
      currency: division.currency,
      bookingDate,
      pending,
    };
  };
  const batchBookings = [];
  const workbench = others.slice(0, 2);
  if (workbench.length === 2) batchBookings.push(await bookedBatch(workbench, `DEMO-BATCH-${bookingDate}`));
  const waiting = others.slice(2, 3);
  if (waiting.length === 1) batchBookings.push(await bookedBatch(waiting, `DEMO-PENDING-${bookingDate}`, true));
  const deposits = demoDepositStatement(
    `DEMO-DEPOSITS-${bookingDate}`,
    [
      {
        reference: `DEMO-DEPOSIT-${bookingDate}-1`,
        amount: 25_000,
        currency: division.currency,
        bookingDate,
        payerName: 'Holland Goods B.V.',
        payerIban: 'NL02ABNA0123456789',
        remittance: 'Top-up of the seller reserve',
      },
      {
        reference: `DEMO-DEPOSIT-${bookingDate}-2`,
        amount: 4_990,
        currency: division.currency,
        bookingDate,
        payerName: 'J. de Vries',
        payerIban: 'NL44RABO0123456789',
        remittance: 'Invoice 2026-118',
      },
    ],
    batchBookings,
  );
  await importBankStatement(tx, { fileName: deposits.name, content: await deposits.text() }, opsCaller, action);
}

/**
 * Reconciliation to try on `npm start` (issue 34), in the demo division: a PSP settlement report with lines matched
 * and not, and bank statements with a line to link, deposits to allocate and a batch booking to match on the
 * workbench, made through the services' own
 * functions as ops would. The services give their rows random codes, so the step claims its `seed_runs` marker in
 * its own transaction: it runs to the end once, or not at all.
 */
export const reconciliationDemoStep: SeedStep = {
  name: stepName,
  async run(database, plan) {
    const [division] = (await readMoneyDivisions(database.db)).filter(
      (candidate) => candidate.divisionCode === demoDivision,
    );
    if (!division) return;
    const sellers =
      (await readMoneySellers(database.db, [demoDivision])).get(sellersKey(demoDivision, division.currency)) ?? [];
    const [first, second] = sellers;
    if (!first || !second) return;
    await runClaimedOnce(database, { name: stepName, size: plan.size }, async (tx) => {
      const demo = { ...division, sellers };
      await settlementReportDemo(tx, demo, [first, second]);
      await bankStatementDemo(tx, demo);
      await assertLedgerInvariants(tx);
    });
  },
};
