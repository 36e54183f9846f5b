import { downloadPspFileAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { PspReportItem } from '@ops/core/contract';
import { useState } from 'react';
import { useParams } from 'wouter';
import { RawDataDialog } from '../../../domain-parts/reconciliation/raw-data-dialog.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button, buttonClassName } from '../../../ui/button/index.ts';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { useSettlementReportLines } from '../common/use-psp-settlements.ts';
import { useReportLineColumns } from './report-line-columns.tsx';
import '../common/psp-settlements.css';

/**
 * `/psp-settlements/{executionId}`: the lines of one of the division's imported settlement reports (each opens its
 * CSV line), and the report file as it came in.
 */
export function SettlementReportScreen() {
  const { t } = useI18n();
  const labels = t.pspReports.settlements.report;
  const { executionId = '' } = useParams<{ executionId: string }>();
  usePageTitle(labels.title({ executionId }));
  const scope = useMerchantScope();
  const download = useRegistryAction(downloadPspFileAction, { fallback: t.errors.requestIssue() });
  const downloadReport = async () => {
    const outcome = await download.run({ executionId });
    if (outcome.done) saveFile(outcome.result, outcome.result.name);
  };
  return (
    <div className="psp-settlements-screen">
      <PageHeader
        title={labels.lines()}
        actions={
          <>
            <AppLink to="/psp-settlements" className={buttonClassName()}>
              {labels.back()}
            </AppLink>
            <Button variant="primary" busy={download.busy} onClick={() => void downloadReport()}>
              {labels.download()}
            </Button>
          </>
        }
      />
      <FormFailure message={download.failure} />
      {scope ? <ReportLines scope={scope} executionId={executionId} /> : null}
    </div>
  );
}

function ReportLines({ scope, executionId }: { scope: MerchantScope; executionId: string }) {
  const { t } = useI18n();
  const [query, changeQuery] = useTableQuery([]);
  const lines = useSettlementReportLines(scope, executionId, query.page, query.pageSize);
  const [rawData, setRawData] = useState<PspReportItem>();
  const columns = useReportLineColumns(setRawData);
  return (
    <>
      <DataTable<PspReportItem>
        id="psp-settlement-lines"
        label={t.pspReports.settlements.report.lines()}
        columns={columns}
        query={query}
        onQueryChange={changeQuery}
        {...pageQueryState(lines)}
        rowKey={(line) => line.code}
        onOpenRow={setRawData}
      />
      {rawData ? (
        <RawDataDialog code={rawData.code} raw={rawData.rawData} onClose={() => setRawData(undefined)} />
      ) : null}
    </>
  );
}
