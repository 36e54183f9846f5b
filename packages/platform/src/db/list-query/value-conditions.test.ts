import type { QueryOperator } from '@ops/core/list-query';
import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { amountComparing } from './value-conditions.ts';

/** Amounts in minor units of currencies with 0 (JPY), 2 (EUR) and 3 (KWD) decimals. */
const amounts = pgTable('amounts_compared', {
  code: text('code').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});
const written: [string, string, number][] = [
  ['yen-10', 'JPY', 10],
  ['yen-11', 'JPY', 11],
  ['yen-500', 'JPY', 500],
  ['eur-1050', 'EUR', 1_050],
  ['eur-1051', 'EUR', 1_051],
  ['kwd-1000', 'KWD', 1_000],
  ['kwd-1001', 'KWD', 1_001],
];
const decimals: Record<string, number> = { JPY: 0, EUR: 2, KWD: 3 };

let opened: TestDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.database.db.execute(
    sql`create table amounts_compared (code text not null, currency text not null, amount bigint not null)`,
  );
  await opened.database.db
    .insert(amounts)
    .values(written.map(([code, currency, amount]) => ({ code, currency, amount })));
});
afterAll(async () => {
  await opened?.close();
});

/** What a comparison of the amount as shown holds for, judged here exactly (in tenths of ten thousandths). */
function expected(value: string, operator: QueryOperator): string[] {
  const typed = Math.round(Number(value) * 10_000);
  return written
    .filter(([, currency, units]) => {
      const shown = units * 10 ** (4 - (decimals[currency] ?? 2));
      if (operator === ':') return shown === typed;
      if (operator === '>=') return shown >= typed;
      if (operator === '>') return shown > typed;
      if (operator === '<=') return shown <= typed;
      return shown < typed;
    })
    .map(([code]) => code);
}

describe('amountComparing: an amount as shown, compared in whole minor units of each row’s currency', () => {
  const values = ['10', '10.5', '500.00', '10.50', '10.505', '1.0005', '1', '11'];
  const operators: QueryOperator[] = [':', '>=', '>', '<=', '<'];
  it.each(values.flatMap((value) => operators.map((operator) => [operator, value] as const)))(
    'amount%s%s holds for the rows it means, a part of a minor unit included',
    async (operator, value) => {
      const rows = await opened.database.db
        .select({ code: amounts.code })
        .from(amounts)
        .where(amountComparing(amounts.amount, amounts.currency)(value, operator));
      expect(rows.map((row) => row.code).sort()).toEqual(expected(value, operator).sort());
    },
  );
});
