import { maxDateWindowDays, maxToleranceMinor, maxTolerancePercent } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { divisions } from './account-owner.ts';
import { moment } from './columns.ts';

/**
 * A division's reconciliation tolerance rule (issue 34): how far auto-matching lets a bank or PSP report line's amount
 * and day be from its candidate's. The percent is kept in basis points (0.01 %); a division without a row matches exactly.
 */
export const toleranceRules = pgTable(
  'tolerance_rules',
  {
    divisionCode: text('division_code')
      .primaryKey()
      .references(() => divisions.code),
    merchantCode: text('merchant_code').notNull(),
    amountMinor: integer('amount_minor'),
    amountBasisPoints: integer('amount_basis_points'),
    dateWindowDays: integer('date_window_days').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'tolerance_rules_amount_check',
      sql`${table.amountMinor} between 0 and ${sql.raw(String(maxToleranceMinor))}`,
    ),
    check(
      'tolerance_rules_basis_points_check',
      sql`${table.amountBasisPoints} between 0 and ${sql.raw(String(maxTolerancePercent * 100))}`,
    ),
    check(
      'tolerance_rules_window_check',
      sql`${table.dateWindowDays} between 0 and ${sql.raw(String(maxDateWindowDays))}`,
    ),
  ],
);
