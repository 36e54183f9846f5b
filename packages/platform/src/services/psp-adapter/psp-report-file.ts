import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { keptFile } from '../../db/kept-files.ts';
import { pspIntegrations, pspReportFiles } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { pspMessages as messages } from './psp-messages.ts';

/** The settlement report an execution of one of the division's integrations imported, as it came in. */
export async function pspReportFile(
  db: Queryable,
  address: { merchantCode: string; divisionCode: string; executionId: string },
): Promise<File> {
  const [row] = await db
    .select({ fileName: pspReportFiles.fileName, size: pspReportFiles.size })
    .from(pspReportFiles)
    .innerJoin(pspIntegrations, eq(pspIntegrations.code, pspReportFiles.integrationCode))
    .where(
      and(
        eq(pspReportFiles.executionId, address.executionId),
        eq(pspIntegrations.merchantCode, address.merchantCode),
        eq(pspIntegrations.divisionCode, address.divisionCode),
      ),
    );
  // A report whose import has not finished is not one yet.
  const file = row?.size != null ? await keptFile(db, address.executionId, row.fileName, 'text/csv') : undefined;
  if (!file) throw notFound(messages.executionNotFound({ code: address.executionId }));
  return file;
}
