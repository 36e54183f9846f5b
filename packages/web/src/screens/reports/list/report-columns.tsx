import { downloadReportAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { Report } from '@ops/core/contract';
import { formatTableDate } from '@ops/core/dates';
import { reportColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../ui/button/index.ts';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { isoRangeText } from '../../../ui/date-picker/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { divisionOf } from './use-reports.ts';

/** A generated report's Download button (the registry's download action); a failed one says why instead. */
function ReportDownload({ report, scope }: { report: Report; scope: MerchantScope }) {
  const { t } = useI18n();
  const download = useRegistryAction(downloadReportAction);
  if (report.status === 'FAILED') {
    return <span className="report-failure">{t.reports.failed({ message: report.failureMessage ?? '' })}</span>;
  }
  if (report.status !== 'GENERATED') return null;
  return (
    <span className="report-download">
      <Button
        size="sm"
        busy={download.busy}
        aria-label={`${t.reports.download()} ${report.code}`}
        onClick={async () => {
          const outcome = await download.run({ ...divisionOf(scope), reportCode: report.code });
          if (outcome.done) saveFile(outcome.result, report.fileName ?? `${report.code}`);
        }}
      >
        {t.reports.download()}
      </Button>
      {download.failure ? <span role="alert">{download.failure}</span> : null}
    </span>
  );
}

/** The table's columns, by id: what a saved view keeps visible and in which order. */
export const reportColumnIds = [
  'code',
  'type',
  'dates',
  'status',
  'download',
  'accountId',
  'accountName',
  'createdAt',
  'format',
] as const;

/** The report fields of spec section 3 from core's list columns, with the status badge and the download. */
export function useReportColumns(scope: MerchantScope): DataTableColumn<Report>[] {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const column = listTableColumns(reportColumns, t, locale);
    return [
      column('code', { kind: 'code', size: 130 }),
      column('type', { cell: (row) => t.reports.types[row.type](), size: 160 }),
      column('dates', { cell: (row) => isoRangeText({ from: row.from, to: row.to }, locale), size: 210 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 120 }),
      {
        id: 'download',
        header: t.reports.columns.download(),
        size: 240,
        cell: (row) => <ReportDownload report={row} scope={scope} />,
      },
      column('accountId', { kind: 'code', size: 170 }),
      column('accountName', { size: 180 }),
      column('createdAt', { cell: (row) => formatTableDate(row.createdAt), size: 150 }),
      column('format', { size: 80 }),
    ];
  }, [t, locale, scope]);
}
