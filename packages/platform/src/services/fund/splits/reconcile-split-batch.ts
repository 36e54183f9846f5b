import type { SplitShare } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { type AuditEntry, recordAudits } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { jsonRecordset } from '../../../db/json-recordset.ts';
import { splitTransactions } from '../../../db/schema/index.ts';
import { ApiProblem, notFound } from '../../../http/api-problem.ts';
import type { Caller } from '../../../identity/caller.ts';
import { lockVirtualAccounts, postTransactions } from '../../../ledger/post-transaction.ts';
import { type Post, RunningBalances } from '../../../ledger/running-balances.ts';
import { type WorldAccount, worldAccount } from '../../../ledger/world-account.ts';
import { isOfKind, type SplitKind } from './lock-split.ts';
import { type SplitTransactionRow, toSplitTransaction, withShares } from './read-splits.ts';
import {
  reconciledBy,
  refundSettled,
  refuseUnlessReconcilable,
  type SplitMatch,
  settlementTransaction,
} from './reconcile-split.ts';
import { nothingTakenBack, type RefundedShares, refundedSharesOf } from './refunded-shares.ts';
import { divisionIncomeAccounts } from './split-accounts.ts';
import { splitMessages as messages } from './split-messages.ts';
import { pspFeeTransaction } from './split-postings.ts';
import { rowAfter, type SplitChange } from './update-split.ts';

/** A transaction a report matched: a payment, or a refund or chargeback, and how. */
export interface MatchedSplit {
  code: string;
  kind: SplitKind;
  match: SplitMatch;
}

/** A matched transaction under its lock with its shares, as the batch has left it so far. */
interface LockedSplit {
  row: SplitTransactionRow;
  sellers: SplitShare[];
}

const unique = (codes: Iterable<string>) => [...new Set(codes)].sort();

/** The matched transactions under their locks, each with its match. */
function matchedSplits(matched: readonly MatchedSplit[], splits: Map<string, LockedSplit>) {
  return matched.flatMap((split) => {
    const locked = splits.get(split.code);
    return locked ? [{ ...locked, match: split.match }] : [];
  });
}

/** The PSPs' world accounts the fees go to, by PSP and currency. */
async function pspAccounts(tx: Transaction, charged: readonly SplitTransactionRow[]) {
  const accounts = new Map<string, WorldAccount>();
  for (const row of charged) {
    const key = `${row.psp} ${row.currency}`;
    if (!accounts.has(key)) {
      accounts.set(key, await worldAccount(tx, { kind: 'PSP', name: row.psp, currency: row.currency }));
    }
  }
  return (split: SplitTransactionRow) => accounts.get(`${split.psp} ${split.currency}`) as WorldAccount;
}

/**
 * The virtual accounts the matches may move money on: a payment's shares' and its division's income account, a
 * refund's division's income account when a fee is charged.
 */
function accountsMoved(
  matched: ReturnType<typeof matchedSplits>,
  incomeAccount: (divisionCode: string, currency: string) => string,
): string[] {
  const codes = new Set<string>();
  for (const { row, sellers, match } of matched) {
    const payment = row.type === 'PAYMENT';
    if (payment) for (const share of sellers) codes.add(share.virtualAccountCode);
    if (!payment && !match.pspFee) continue;
    try {
      codes.add(incomeAccount(row.divisionCode, row.currency));
    } catch {
      // A division without an income account in the currency: a match that needs one is refused.
    }
  }
  return unique(codes);
}

/** Writes the transactions' new statuses, amounts and reconciliations, at the database transaction's time. */
async function writeSplits(tx: Transaction, rows: readonly SplitTransactionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const changed = jsonRecordset(
    splitTransactions,
    'changed',
    ['code', 'status', 'reconciledAt', 'reconciledBy', 'pspFee', 'refundedAmount', 'pendingRefundAmount'],
    rows,
  );
  // A reconciliation is never undone: one already stored stays, one this run made is now().
  await tx.execute(sql`
    update split_transactions set status = changed.status,
      reconciled_at = coalesce(split_transactions.reconciled_at,
        case when changed.reconciled_at is not null then now() end),
      reconciled_by = changed.reconciled_by, psp_fee = changed.psp_fee, refunded_amount = changed.refunded_amount,
      pending_refund_amount = changed.pending_refund_amount, updated_at = now()
    from ${changed}
    where split_transactions.code = changed.code`);
}

/** What a batch knows and has done so far: its locked transactions, their money, and what it changed. */
interface Run {
  caller: Caller;
  now: Date;
  splits: Map<string, LockedSplit>;
  takenBack: Map<string, RefundedShares>;
  incomeAccount: (divisionCode: string, currency: string) => string;
  psp: (split: SplitTransactionRow) => WorldAccount;
  audits: AuditEntry[];
  changed: Map<string, SplitTransactionRow>;
}

function lockedOfKind(run: Run, code: string, kind: SplitKind): LockedSplit {
  const split = run.splits.get(code);
  if (!split || !isOfKind(split.row.type, kind)) throw notFound(messages.transactionNotFound({ code }));
  return split;
}

/** `updateSplit` of the run: the row as the change leaves it, and its audit entry. */
function change(run: Run, split: LockedSplit, splitChange: SplitChange, action: string): void {
  const before = toSplitTransaction(split.row, split.sellers);
  split.row = rowAfter(split.row, splitChange, run.now);
  run.changed.set(split.row.code, split.row);
  const after = toSplitTransaction(split.row, split.sellers);
  run.audits.push({
    actorEmail: run.caller.email,
    action,
    entityType: 'splitTransaction',
    entityId: split.row.code,
    before,
    after,
  });
}

const pspFee = (run: Run, split: SplitTransactionRow, fee: number) =>
  pspFeeTransaction(
    split,
    fee,
    { incomeAccount: run.incomeAccount(split.divisionCode, split.currency), psp: run.psp(split) },
    null,
  );

/** `reconcileSplitPayment` of the run, its ledger transactions posted through `post`. */
async function settlePayment(run: Run, { code, match }: MatchedSplit, post: Post): Promise<void> {
  const payment = lockedOfKind(run, code, 'payment');
  refuseUnlessReconcilable(payment.row);
  const settlement = await settlementTransaction(
    payment.row,
    { shares: bookingsOf(payment.sellers), takenBack: run.takenBack.get(code) ?? nothingTakenBack() },
    () => run.incomeAccount(payment.row.divisionCode, payment.row.currency),
    null,
  );
  if (settlement) post(settlement);
  if (match.pspFee) post(pspFee(run, payment.row, match.pspFee));
  change(run, payment, reconciledBy(match), 'reconcileSplitPayment');
}

/** `reconcileSplitRefund` of the run, its ledger transaction posted through `post`. */
async function settleRefund(run: Run, { code, match }: MatchedSplit, post: Post): Promise<void> {
  const refund = lockedOfKind(run, code, 'refund');
  if (!refund.row.paymentCode) throw notFound(messages.transactionNotFound({ code }));
  const payment = run.splits.get(refund.row.paymentCode);
  if (!payment) throw new Error(`refund ${code} has no payment ${refund.row.paymentCode}`);
  refuseUnlessReconcilable(refund.row);
  if (match.pspFee) post(pspFee(run, refund.row, match.pspFee));
  change(run, refund, reconciledBy(match), 'reconcileSplitRefund');
  change(run, payment, refundSettled(payment.row, refund.row), 'reconcileSplitRefund');
}

/** A payment's shares as the ledger booked them. */
const bookingsOf = (sellers: readonly SplitShare[]) =>
  sellers.map((share) => ({
    sellerCode: share.sellerCode,
    virtualAccountCode: share.virtualAccountCode,
    net: share.amount - share.fees,
  }));

/** The batch's transactions with their shares: the matched ones and the payments of matched refunds. */
async function withSellers(
  tx: Transaction,
  batch: readonly MatchedSplit[],
  rows: ReadonlyMap<string, SplitTransactionRow>,
): Promise<Map<string, LockedSplit>> {
  const codes = unique(
    batch.flatMap(({ code }) => {
      const row = rows.get(code);
      return row?.paymentCode ? [code, row.paymentCode] : row ? [code] : [];
    }),
  );
  const locked = codes.flatMap((code) => rows.get(code) ?? []);
  const splits = await withShares(tx, locked);
  return new Map(locked.map((row, index) => [row.code, { row, sellers: splits[index]?.sellers ?? [] }]));
}

/**
 * Reconciles a batch of matches whose transactions `rows` holds under their locks (`reconcileSplits`): reads them
 * with their shares, the refunds' takings from pending, the income and PSP accounts, locks the virtual accounts,
 * judges each match in turn against the balances (`RunningBalances`, all or none a match), then posts the ledger
 * transactions kept (`postTransactions`), writes the transactions (one UPDATE, and back into `rows` for the next
 * batch) and their audit entries (`recordAudits`). Answers each match's refusal, or null.
 */
export async function reconcileBatch(
  tx: Transaction,
  batch: readonly MatchedSplit[],
  rows: Map<string, SplitTransactionRow>,
  context: { caller: Caller; now: Date },
): Promise<(string | null)[]> {
  const splits = await withSellers(tx, batch, rows);
  const matchedRows = matchedSplits(batch, splits);
  const incomeAccount = await divisionIncomeAccounts(
    tx,
    unique([...splits.values()].map(({ row }) => row.divisionCode)),
  );
  const run: Run = {
    ...context,
    splits,
    takenBack: await refundedSharesOf(
      tx,
      batch.flatMap((split) => (split.kind === 'payment' ? [split.code] : [])),
      'PENDING',
    ),
    incomeAccount,
    psp: await pspAccounts(
      tx,
      matchedRows.flatMap(({ row, match }) => (match.pspFee ? [row] : [])),
    ),
    audits: [],
    changed: new Map(),
  };
  const balances = new RunningBalances(await lockVirtualAccounts(tx, accountsMoved(matchedRows, incomeAccount)));
  const answers: (string | null)[] = [];
  for (const split of batch) {
    try {
      await balances.allOrNone((post) =>
        split.kind === 'payment' ? settlePayment(run, split, post) : settleRefund(run, split, post),
      );
      answers.push(null);
    } catch (error) {
      if (!(error instanceof ApiProblem && error.status === 409)) throw error;
      answers.push(error.body.message);
    }
  }
  await postTransactions(tx, balances.posted);
  await writeSplits(tx, [...run.changed.values()]);
  await recordAudits(tx, run.audits);
  for (const [code, row] of run.changed) rows.set(code, row);
  return answers;
}
