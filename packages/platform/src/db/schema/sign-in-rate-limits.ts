import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Failed guesses of a person's secret (a password, a reset link, a hosted onboarding link, a device code) counted
 * per fixed window (`identity/sign-in-limits.ts`), in the database so every platform process on it shares the
 * count. `key` is a SHA-256 of the place and the address or account, so no e-mail or address is stored.
 */
export const signInRateCounts = pgTable(
  'sign_in_rate_counts',
  {
    key: text('key').notNull(),
    windowStart: moment('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('sign_in_rate_counts_window_start').on(table.windowStart),
  ],
);
