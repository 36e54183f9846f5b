import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { scheduleNextDueDate } from './scheduled-payout-job.ts';

/**
 * At start: queues the next due date of every live division whose scheduler is on (the demo data's, or any whose
 * queue was emptied). Keyed jobs make this safe to run on every start of every process.
 */
export async function planScheduledPayouts(database: Database, now = new Date()): Promise<void> {
  const scheduled = await selectRows<{ merchant_code: string; code: string }>(
    database.db,
    sql`select division.merchant_code, division.code from divisions division
        join merchants merchant on merchant.code = division.merchant_code
        where (division.payout_scheduler ->> 'enabled')::boolean
          and division.deleted_at is null and merchant.deleted_at is null`,
  );
  for (const division of scheduled) {
    await database.transaction((tx) =>
      scheduleNextDueDate(tx, { merchantCode: division.merchant_code, divisionCode: division.code }, now),
    );
  }
}
