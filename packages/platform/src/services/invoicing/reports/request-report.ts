import { checkReportRequest, type Report, type ReportRequest, utcDate } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { generateReportJob } from './generate-report-job.ts';
import { accountOfDivision } from './report-account.ts';
import { reportMessages } from './report-messages.ts';
import { reportProblem } from './report-problems.ts';
import { type ReportRow, reportColumns, reportOf, reportSource } from './report-view.ts';

/**
 * Schedules a report: checks the request (core's `checkReportRequest`, the catalogue's codes), the account (4005,
 * 4022), a today's report once a day (4011), then writes the report SCHEDULED and queues its job in the same
 * transaction, so the job exists exactly when the report does.
 */
export async function requestReport(
  tx: Transaction,
  division: DivisionAddress,
  type: string,
  request: ReportRequest,
  requestedBy: string,
  now: Date,
): Promise<Report> {
  await requireDivision(tx, division);
  const checked = checkReportRequest({ type, ...request }, now);
  if ('problem' in checked) throw reportProblem(checked.problem.code, checked.problem.field);
  const { period } = checked;
  const account = request.virtualAccountCode?.trim()
    ? await accountOfDivision(tx, division, request.virtualAccountCode.trim())
    : undefined;
  if (request.scope === 'SELLERS' && account?.type !== 'SELLER') throw reportProblem(4002, 'virtualAccountCode');

  const code = newCode('RP');
  const inserted = await selectRows<{ code: string }>(
    tx,
    sql`insert into reports (code, merchant_code, division_code, type, format, scope, period_from, period_to,
                             virtual_account_code, account_holder_code, today_date, requested_by)
        values (${code}, ${division.merchantCode}, ${division.divisionCode}, ${period.type}, ${request.format ?? 'CSV'},
                ${account?.type === 'SELLER' ? 'SELLERS' : 'DIVISION'}, ${period.from}::date, ${period.to}::date,
                ${account?.code ?? null}, ${account?.account_holder_code ?? null},
                ${request.today ? utcDate(now) : null}::date, ${requestedBy})
        on conflict do nothing
        returning code`,
  );
  if (inserted.length === 0) throw reportProblem(4011, 'today', reportMessages.todayAlreadyGenerated);
  await enqueueJob(tx, generateReportJob, { reportCode: code });
  const [row] = await selectRows<ReportRow>(
    tx,
    sql`select ${reportColumns} from ${reportSource} where r.code = ${code}`,
  );
  if (!row) throw new Error(`report ${code} vanished in its own transaction`);
  return reportOf(row);
}
