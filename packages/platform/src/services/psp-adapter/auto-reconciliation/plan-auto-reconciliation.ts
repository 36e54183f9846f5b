import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { scheduleNextAutoReconciliation } from './auto-reconciliation-jobs.ts';

/**
 * At start: queues the next scheduled run of every live division with an integration whose auto-reconciliation is
 * enabled and scheduled. Keyed jobs make this safe to run on every start of every process.
 */
export async function planAutoReconciliation(database: Database, now = new Date()): Promise<void> {
  const scheduled = await selectRows<{ merchant_code: string; division_code: string }>(
    database.db,
    sql`select distinct integration.merchant_code, integration.division_code from psp_integrations integration
        join divisions division on division.code = integration.division_code
        where integration.removed_at is null and integration.auto_reconciliation = 'ENABLED'
          and integration.scheduling = 'SCHEDULED' and division.deleted_at is null`,
  );
  for (const division of scheduled) {
    await database.transaction((tx) =>
      scheduleNextAutoReconciliation(
        tx,
        { merchantCode: division.merchant_code, divisionCode: division.division_code },
        now,
      ),
    );
  }
}
