import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database.ts';
import { ApiProblem, notFound } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { reportFileStream } from './report-file-store.ts';
import { catalogueText, reportMessages } from './report-messages.ts';

interface StoredReportFile {
  status: string;
  file_name: string | null;
  content_type: string | null;
  file_size: string | null;
}

const ofDivision = (division: DivisionAddress, reportCode: string) =>
  sql`code = ${reportCode} and division_code = ${division.divisionCode} and merchant_code = ${division.merchantCode}`;

/**
 * A generated report's file, streamed from its chunks. A report still scheduled is 409 with the catalogue's 1001
 * ('Report will be generated and available soon'); a failed one 409 with 4001.
 */
export async function downloadReport(db: Queryable, division: DivisionAddress, reportCode: string): Promise<Response> {
  const [report] = await selectRows<StoredReportFile>(
    db,
    sql`select status, file_name, content_type, file_size::text as file_size from reports
        where ${ofDivision(division, reportCode)}`,
  );
  if (!report) throw notFound(reportMessages.notFound);
  if (report.status !== 'GENERATED' || !report.file_name) {
    const code = report.status === 'FAILED' ? 4001 : 1001;
    throw new ApiProblem(409, catalogueText(code), [], code);
  }
  return new Response(reportFileStream(db, reportCode), {
    headers: {
      'content-type': report.content_type ?? 'application/octet-stream',
      'content-length': report.file_size ?? '',
      'content-disposition': `attachment; filename="${report.file_name}"`,
    },
  });
}

/** Removes a report and its file (its chunks go with it); its job, if still queued, then finds nothing to do. */
export async function deleteReport(database: Database, division: DivisionAddress, reportCode: string): Promise<void> {
  const removed = await database.transaction((tx) =>
    selectRows<{ code: string }>(tx, sql`delete from reports where ${ofDivision(division, reportCode)} returning code`),
  );
  if (removed.length === 0) throw notFound(reportMessages.notFound);
}
