import type { Random } from '../random.ts';
import type { MoneyEventQueue } from './money-event-queue.ts';
import type { MoneyDivision } from './money-history-accounts.ts';
import type { MoneyHistoryBook } from './money-history-book.ts';

/** What every part of one division's history works with. */
export interface MoneyHistoryContext {
  division: MoneyDivision;
  book: MoneyHistoryBook;
  queue: MoneyEventQueue;
  random: Random;
  code: (prefix: string) => string;
  /** The history runs from `start` up to `horizon` (the seed moment): nothing happens at or after it. */
  start: Date;
  horizon: Date;
}

/** Who the demo data says did what: the sandbox's ops account. */
export const moneyActor = 'ops@sandbox.test';

/** The bank of direct deposits and payouts: the sandbox bank of the payout service. */
export const moneyBank = 'SANDBOX-BANK';

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

export const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A moment drawn evenly from `from` up to `to`, on a whole minute. */
export function momentBetween(random: Random, from: Date, to: Date): Date {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000) - 1);
  return new Date(Math.ceil(from.getTime() / 60_000) * 60_000 + random.int(0, minutes) * 60_000);
}
