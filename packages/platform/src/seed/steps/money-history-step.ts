import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import {
  bankStatementLines,
  payoutBatches,
  payoutRequests,
  splitShares,
  splitTransactions,
} from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { insertMissingRows } from '../bulk-insert.ts';
import type { DemoDataSize } from '../seed-size.ts';
import { daysBeforeSeed, seedMoment } from '../seed-size.ts';
import { type MoneyDivision, readMoneyDivisions, readMoneySellers, sellersKey } from './money-history-accounts.ts';
import type { MoneyHistoryRows } from './money-history-book.ts';
import { dayMs } from './money-history-context.ts';
import { type DivisionHistoryPlan, simulateDivisionHistory } from './money-history-simulation.ts';
import { importLedgerHistory } from './money-ledger-import.ts';
import type { SeedStep } from './seed-step.ts';

/** How much money history each size has. */
const volumes: Record<
  DemoDataSize,
  {
    months: number;
    transactions: (sellers: number) => number;
    payouts: (payees: number) => number;
    transferShare: number;
  }
> = {
  small: { months: 6, transactions: (sellers) => sellers * 8, payouts: (payees) => payees * 3, transferShare: 0.15 },
  large: { months: 12, transactions: () => 1_000_000, payouts: () => 200_000, transferShare: 0.02 },
};

/** `total` spread over `weights` in proportion, exactly: the rounding remainder goes to the first ones. */
export function spreadExactly(total: number, weights: number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let remainder = total - shares.reduce((all, share) => all + share, 0);
  return shares.map((share, index) => {
    if (remainder === 0 || (weights[index] ?? 0) === 0) return share;
    remainder -= 1;
    return share + 1;
  });
}

/** A seller can hold transactions when it existed at least two days before the horizon. */
const canTrade = (createdAt: Date) => createdAt.getTime() + 3 * dayMs < seedMoment.getTime();

async function writeRows(tx: Transaction, rows: MoneyHistoryRows): Promise<void> {
  await insertMissingRows(tx, payoutBatches, rows.batches);
  await insertMissingRows(tx, payoutRequests, rows.requests);
  await insertMissingRows(tx, bankStatementLines, rows.lines);
  await insertMissingRows(tx, splitTransactions, rows.splits);
  await insertMissingRows(tx, splitShares, rows.shares);
  await importLedgerHistory(tx, rows.ledger);
}

async function readDivisions(database: Database): Promise<MoneyDivision[]> {
  const sellers = await readMoneySellers(database.db, null);
  return (await readMoneyDivisions(database.db)).map((division) => ({
    ...division,
    sellers: sellers.get(sellersKey(division.divisionCode, division.currency)) ?? [],
  }));
}

/**
 * Months of money before the seed moment in every division, dated as they happened: pay-ins from the PSPs onto
 * pending balances, settled to confirmed with the PSP's fee (some cancelled, refunded or charged back, the latest
 * still pending), direct deposits, balance transfers where the division allows them, and the monthly scheduled
 * payout runs with their batches and bank statement lines. `large` has 1,000,000 transactions and 200,000 payout
 * requests in it. The ledger's invariants are checked at the end.
 */
export const moneyHistoryStep: SeedStep = {
  name: 'money-history',
  async run(database, plan, progress) {
    const volume = volumes[plan.size];
    const divisions = await readDivisions(database);
    const sellerWeights = divisions.flatMap((division) =>
      division.sellers.map((seller) => (canTrade(seller.createdAt) ? 1 : 0)),
    );
    const perSeller = spreadExactly(volume.transactions(sellerWeights.length), sellerWeights);
    const payees = divisions.map(
      (division) =>
        division.sellers.filter((seller) => seller.payee && canTrade(seller.createdAt)).length +
        (division.divisionPayee ? 1 : 0),
    );
    const perDivision = spreadExactly(volume.payouts(payees.reduce((all, count) => all + count, 0)), payees);
    let sellerOffset = 0;
    for (const [index, division] of divisions.entries()) {
      const history: DivisionHistoryPlan = {
        division,
        index,
        transactions: perSeller.slice(sellerOffset, sellerOffset + division.sellers.length),
        payouts: perDivision[index] ?? 0,
        start: daysBeforeSeed(volume.months * 30.5),
        horizon: seedMoment,
        transferShare: volume.transferShare,
      };
      sellerOffset += division.sellers.length;
      await simulateDivisionHistory(history, (rows) => database.transaction((tx) => writeRows(tx, rows)));
      progress(index + 1, divisions.length);
    }
    await assertLedgerInvariants(database.db);
    // PGlite has no autovacuum: the lists over these tables need fresh statistics and visibility maps.
    await database.db.execute(sql`vacuum analyze ledger_transactions, ledger_postings, balance_transfers,
      split_transactions, split_shares, split_transaction_counts, payout_batches, payout_requests,
      bank_statement_lines, virtual_accounts`);
  },
};
