import { gt, inArray, max, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Transaction } from '../../../db/database.ts';
import { auditEvents, ledgerPostings, ledgerTransactions, splitTransactions } from '../../../db/schema/index.ts';
import { ApiProblem } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { readVirtualAccountBalances } from '../../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../../ledger/ledger-invariants.ts';
import { isoTimestamp, selectRows } from '../../../ledger/sql-rows.ts';
import { reconcileSplitPayment, reconcileSplitRefund } from './reconcile-split.ts';
import { type MatchedSplit, reconcileSplits } from './reconcile-splits.ts';
import { transactionCountDrift } from './testing/bulk-transactions.ts';
import {
  opsEmail,
  type SplitShop,
  type SplitTestKit,
  setupTimeoutMs,
  startSplitTest,
} from './testing/split-test-kit.ts';

let kit: SplitTestKit;
const caller = { email: opsEmail } as Caller;

beforeAll(async () => {
  kit = await startSplitTest();
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A payment the model draws: its shares, the division's commission, its refunds, and what became of it before. */
const drawnPayment = fc.record({
  shares: fc.array(fc.integer({ min: 700, max: 4_000 }), { minLength: 1, maxLength: 2 }),
  commission: fc.integer({ min: 0, max: 600 }),
  refunds: fc.array(
    fc.record({ type: fc.constantFrom('REFUND', 'CHARGEBACK'), cancelled: fc.constantFrom(false, false, false, true) }),
    { maxLength: 2 },
  ),
  before: fc.constantFrom('pending', 'pending', 'pending', 'pending', 'cancelled', 'reconciled'),
});

/** A report's match: which of the transactions (by position), and the PSP's fee it names. */
const drawnMatch = fc.record({
  target: fc.nat(),
  pspFee: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
});

type DrawnPayment = typeof drawnPayment extends fc.Arbitrary<infer Drawn> ? Drawn : never;

/** Makes the drawn transactions in a shop of their own; answers them in the order made, each with its kind. */
async function makeTransactions(shop: SplitShop, payments: DrawnPayment[]) {
  const made: { code: string; kind: MatchedSplit['kind'] }[] = [];
  for (const drawn of payments) {
    const payment = await kit.splits.createSplitPayment({
      body: kit.payment(
        shop,
        drawn.shares.map((amount, index) => ({ amount, commission: index === 0 ? drawn.commission : 0 })),
      ),
    });
    made.push({ code: payment.code, kind: 'payment' });
    for (const refund of drawn.refunds) {
      const amount = Math.floor(((drawn.shares[0] ?? 0) - drawn.commission) / 4);
      const refunded = await kit.splits.createSplitRefund({
        body: {
          paymentCode: payment.code,
          type: refund.type,
          totalAmount: amount,
          sellers: [{ sellerCode: shop.sellers[0], amount, itemGroups: [{ productItemAmount: amount }] }],
        },
      });
      made.push({ code: refunded.code, kind: 'refund' });
      if (refund.cancelled) await kit.splits.cancelSplitRefund({ params: { splitCode: refunded.code } });
    }
    if (drawn.before === 'reconciled') {
      await kit.splits.reconcileSplitPayment({ params: { splitCode: payment.code }, body: {} });
    } else if (drawn.before === 'cancelled' && drawn.refunds.length === 0) {
      await kit.splits.cancelSplitPayment({ params: { splitCode: payment.code } });
    }
  }
  return made;
}

/** The old way: each match in a savepoint of its own, a 409 the line's failure. */
async function reconcileOneByOne(tx: Transaction, matched: readonly MatchedSplit[]) {
  const refusals: (string | null)[] = [];
  for (const { code, kind, match } of matched) {
    const reconcile = kind === 'payment' ? reconcileSplitPayment : reconcileSplitRefund;
    try {
      await tx.transaction((savepoint) => reconcile(savepoint, code, match, caller, null));
      refusals.push(null);
    } catch (error) {
      if (!(error instanceof ApiProblem && error.status === 409)) throw error;
      refusals.push(error.body.message);
    }
  }
  return refusals;
}

/**
 * What reconciling leaves, read in its transaction and then rolled back: each match's refusal, the shop's balances
 * and the PSP's, the transactions' rows, the ledger transactions and the audit entries written (the transaction's
 * time read as NOW, since the two ways run at different times).
 */
async function outcomeOf(shop: SplitShop, codes: string[], reconcile: (tx: Transaction) => Promise<unknown>) {
  const rolledBack = new Error('rolled back');
  let outcome: unknown;
  await kit.platform.database
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ transaction: max(ledgerTransactions.id), audit: sql<number>`(select max(id) from audit_events)` })
        .from(ledgerTransactions);
      const refusals = await reconcile(tx);
      await assertLedgerInvariants(tx);
      expect(await transactionCountDrift(tx), 'transaction counts kept by the triggers').toEqual([]);
      const balances = await Promise.all(
        [shop.incomeAccount, ...shop.sellerAccounts].map((code) => readVirtualAccountBalances(tx, code)),
      );
      const splits = await tx
        .select({
          code: splitTransactions.code,
          status: splitTransactions.status,
          reconciled: sql<boolean>`${splitTransactions.reconciledAt} is not null`,
          reconciledBy: splitTransactions.reconciledBy,
          pspFee: splitTransactions.pspFee,
          refundedAmount: splitTransactions.refundedAmount,
          pendingRefundAmount: splitTransactions.pendingRefundAmount,
        })
        .from(splitTransactions)
        .where(inArray(splitTransactions.code, codes))
        .orderBy(splitTransactions.code);
      const ledger = await tx
        .select({
          type: ledgerTransactions.type,
          status: ledgerTransactions.status,
          reference: ledgerTransactions.reference,
          account: ledgerPostings.virtualAccountCode,
          world: ledgerPostings.worldAccountId,
          bucket: ledgerPostings.bucket,
          amount: ledgerPostings.amount,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerPostings, sql`${ledgerPostings.transactionId} = ${ledgerTransactions.id}`)
        .where(gt(ledgerTransactions.id, last?.transaction ?? 0))
        .orderBy(ledgerTransactions.id, ledgerPostings.id);
      const audits = await tx
        .select({
          action: auditEvents.action,
          entityId: auditEvents.entityId,
          before: auditEvents.before,
          after: auditEvents.after,
        })
        .from(auditEvents)
        .where(gt(auditEvents.id, Number(last?.audit ?? 0)))
        .orderBy(auditEvents.id);
      const [now] = await selectRows<{ now: string }>(tx, sql`select ${isoTimestamp(sql`now()`)} as now`);
      outcome = JSON.parse(
        JSON.stringify({ refusals, balances, splits, ledger, audits }).replaceAll(now?.now ?? 'NOW', 'NOW'),
      );
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return outcome;
}

it('reconciles, refuses and writes exactly what reconciling one by one would, in one batch or many (fast-check)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(drawnPayment, { minLength: 1, maxLength: 3 }),
      fc.array(drawnMatch, { minLength: 1, maxLength: 8 }),
      async (payments, drawnMatches) => {
        const shop = await kit.shop({ sellers: 2 });
        const made = await makeTransactions(shop, payments);
        const matched = drawnMatches.map(({ target, pspFee }): MatchedSplit => {
          const split = made[target % made.length] ?? { code: '', kind: 'payment' };
          return { ...split, match: { matchedBy: 'PSP_REPORT', pspFee } };
        });
        const codes = made.map((split) => split.code);
        const oneByOne = await outcomeOf(shop, codes, (tx) => reconcileOneByOne(tx, matched));
        expect(await outcomeOf(shop, codes, (tx) => reconcileSplits(tx, matched, caller))).toEqual(oneByOne);
        // In batches of a few transactions: what an earlier batch wrote is what a later one reads.
        const inBatches = (tx: Transaction) => reconcileSplits(tx, matched, caller, { sharesPerBatch: 3 });
        expect(await outcomeOf(shop, codes, inBatches)).toEqual(oneByOne);
      },
    ),
    { numRuns: 25 },
  );
  await kit.assertHolds();
}, 240_000);
