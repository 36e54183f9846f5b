import { sql } from 'drizzle-orm';
import { selectRows } from '../../ledger/sql-rows.ts';
import { setPayoutSchedule } from '../../services/fund/scheduler/scheduled-payout-job.ts';
import type { SeedStep } from './seed-step.ts';

/** The payout schedule (`job_schedules`) of every demo division whose payout scheduler is on. */
export const payoutSchedulesStep: SeedStep = {
  name: 'payout-schedules',
  async run(database) {
    const scheduled = await selectRows<{ merchant_code: string; code: string }>(
      database.db,
      sql`select merchant_code, code from divisions
          where (payout_scheduler ->> 'enabled')::boolean and deleted_at is null`,
    );
    for (const division of scheduled) {
      await database.transaction((tx) =>
        setPayoutSchedule(tx, { merchantCode: division.merchant_code, divisionCode: division.code }),
      );
    }
  },
};
