import { addMonths, utcDay } from '@ops/core/dates';
import { createRandom, seedOf } from '../random.ts';
import { moneyCodes } from './money-codes.ts';
import { MoneyEventQueue } from './money-event-queue.ts';
import type { MoneyDivision } from './money-history-accounts.ts';
import { MoneyHistoryBook, type MoneyHistoryRows } from './money-history-book.ts';
import { dayMs, hourMs, later, type MoneyHistoryContext } from './money-history-context.ts';
import { monthlyMoves } from './money-history-monthly.ts';
import { planPayments } from './money-history-payments.ts';
import { payoutRun, waitingRequests } from './money-history-payouts.ts';

export interface DivisionHistoryPlan {
  division: MoneyDivision;
  /** Its place in the plan: the seed of its stream of draws. */
  index: number;
  /** Transactions per seller (payments, refunds and chargebacks), in the order of `division.sellers`. */
  transactions: number[];
  /** Payout requests of the whole division. */
  payouts: number;
  start: Date;
  horizon: Date;
  /** The share of sellers ops move money for in a month, in a division with balance transfers on. */
  transferShare: number;
}

/** Rows buffered before they go to the database: a few thousand mutations, a few megabytes of JSON. */
const rowsPerWrite = 4_000;

/** The first of every month from the start's month on, and its fifth (the payout run), before the horizon. */
function monthsOf(start: Date, horizon: Date): Date[] {
  const months: Date[] = [];
  for (
    let month = utcDay(start.getUTCFullYear(), start.getUTCMonth(), 1);
    month < horizon;
    month = addMonths(month, 1)
  ) {
    months.push(month);
  }
  return months;
}

/**
 * Plays a division's money history from its start to the horizon, event by event in time order, and hands the
 * rows to `write` every few thousand mutations (and at the end), oldest first. The same plan always gives the
 * same rows.
 */
export async function simulateDivisionHistory(
  plan: DivisionHistoryPlan,
  write: (rows: MoneyHistoryRows) => Promise<void>,
): Promise<void> {
  const { division } = plan;
  const code = moneyCodes(plan.index);
  const start = new Date(Math.max(plan.start.getTime(), division.createdAt.getTime()));
  const context: MoneyHistoryContext = {
    division,
    book: new MoneyHistoryBook(division.currency, code),
    queue: new MoneyEventQueue(),
    random: createRandom(seedOf(`money:${division.divisionCode}`, plan.index)),
    code,
    start,
    horizon: plan.horizon,
  };
  for (const [position, seller] of division.sellers.entries()) {
    planPayments(context, seller, plan.transactions[position] ?? 0);
  }

  const runs = monthsOf(start, plan.horizon)
    .map((month) => ({ moves: later(month, 8 * hourMs), payouts: later(month, 4 * dayMs + 9 * hourMs) }))
    .filter((run) => run.moves >= start);
  const payoutRuns = runs.filter(
    (run) => run.payouts >= start && later(run.payouts, dayMs + 2 * hourMs) < plan.horizon,
  );
  let payoutsLeft = plan.payouts;
  for (const run of runs) {
    context.queue.schedule(run.moves, () => monthlyMoves(context, run.moves, plan.transferShare));
  }
  for (const [position, run] of payoutRuns.entries()) {
    context.queue.schedule(run.payouts, () => {
      // Spread what is left evenly over the runs to come; what a run cannot pay waits for the next one.
      const share = Math.ceil(payoutsLeft / (payoutRuns.length - position));
      payoutsLeft -= payoutRun(context, run.payouts, share, position * 7);
    });
  }
  context.queue.schedule(plan.horizon, () => waitingRequests(context, payoutsLeft, payoutRuns.length * 7));

  for (let event = context.queue.next(); event; event = context.queue.next()) {
    event.run();
    if (context.book.rows.ledger.length >= rowsPerWrite) await write(context.book.take());
  }
  await write(context.book.take());
}
