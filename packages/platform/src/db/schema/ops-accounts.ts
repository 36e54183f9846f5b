import { opsRoles } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The ops roles an embedded provider's demo account signs in with, once an admin has set them (Configurations →
 * Ops roles); an account without a row has the roles its demo definition gives. The provider puts them into the
 * identity tokens it issues. With an external issuer the roles come from its tokens and this table is unused.
 */
export const opsAccountRoles = pgTable(
  'ops_account_roles',
  {
    accountId: text('account_id').primaryKey(),
    roles: text('roles').array().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'ops_account_roles_known',
      sql`${table.roles} <@ array[${sql.raw(opsRoles.map((role) => `'${role}'`).join(', '))}]::text[]`,
    ),
  ],
);

/**
 * When an admin last ended an embedded provider account's sessions (issue 30): every identity token of the
 * account issued at or before `ended_at` is refused (401), whatever its expiry. One row an account, the latest end.
 */
export const opsAccountSessionEnds = pgTable('ops_account_session_ends', {
  accountId: text('account_id').primaryKey(),
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull(),
  endedBy: text('ended_by').notNull(),
});
