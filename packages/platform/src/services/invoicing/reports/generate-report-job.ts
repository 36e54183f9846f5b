import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { writeCsvReport } from './csv-report-writer.ts';
import { writePdfReport } from './pdf-report-writer.ts';
import { type ReportToGenerate, readReportToGenerate, reportContentOf } from './report-content-of.ts';
import { openReportFileSink } from './report-file-store.ts';
import { reportMessages } from './report-messages.ts';

const maxAttempts = 3;
const contentTypes = { CSV: 'text/csv; charset=utf-8', PDF: 'application/pdf' } as const;

export const reportFileName = (
  report: Pick<ReportToGenerate, 'code' | 'type' | 'format' | 'period_from' | 'period_to'>,
) =>
  `${report.type.toLowerCase().replaceAll('_', '-')}-${report.period_from}-${report.period_to}-${report.code}.${report.format.toLowerCase()}`;

/** Generates a scheduled report's file and marks it generated; what the job does, and what a bench times. */
export async function generateReport(database: Database, report: ReportToGenerate, now: Date): Promise<void> {
  const content = await reportContentOf(database.db, report, now);
  const sink = await openReportFileSink(database, report.code);
  const rowCount = report.format === 'PDF' ? await writePdfReport(content, sink) : await writeCsvReport(content, sink);
  const size = await sink.close();
  await database.transaction((tx) =>
    tx.execute(
      sql`update reports set status = 'GENERATED', generated_at = ${now.toISOString()}::timestamptz,
                 row_count = ${rowCount}, file_name = ${reportFileName(report)},
                 content_type = ${contentTypes[report.format]}, file_size = ${size}
          where code = ${report.code} and status = 'SCHEDULED'`,
    ),
  );
}

async function markFailed(database: Database, code: string): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql`delete from report_file_chunks where report_code = ${code}`);
    await tx.execute(
      sql`update reports set status = 'FAILED', failure_code = 4001, failure_message = ${reportMessages.failed}
          where code = ${code} and status = 'SCHEDULED'`,
    );
  });
}

/**
 * Generates a report outside the request that asked for it. A report removed before its turn is left alone (the
 * catalogue's 4021, 'Job not executed since it no longer exists', is logged); a try that fails is tried again, and
 * after the last the report is FAILED with 4001 'Failed to generate report' and no file.
 */
export const generateReportJob = defineJob<{ reportCode: string }>({
  kind: 'reports.generate',
  maxAttempts,
  backoffSeconds: (attempt) => 5 * attempt,
  leaseSeconds: 900,
  async run({ reportCode }, { database, logger, attempt, now }) {
    const report = await readReportToGenerate(database.db, reportCode);
    if (!report) {
      logger.info({ reportCode, code: 4021 }, 'report job not executed since the report no longer exists');
      return;
    }
    if (report.status !== 'SCHEDULED') return;
    try {
      await generateReport(database, report, now);
    } catch (error) {
      if (attempt < maxAttempts) throw error;
      logger.error({ reportCode, err: error }, 'report failed for good');
      await markFailed(database, reportCode);
    }
  },
});
