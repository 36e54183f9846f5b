import { downloadPspFileAction, retriggerPspIntegrationAction } from '@ops/core/actions';
import type { PspReportItem, PspSettlementImport } from '@ops/core/contract';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { IntegrationFilterBar } from '../../../domain-parts/reconciliation/integration-filter-bar.tsx';
import { integrationFilterKeys } from '../../../domain-parts/reconciliation/integration-filters.ts';
import { RawDataDialog } from '../../../domain-parts/reconciliation/raw-data-dialog.tsx';
import { usePspIntegrations } from '../../../domain-parts/reconciliation/use-psp-integrations.ts';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { AcquirerSummary } from './acquirer-summary.tsx';
import { pspLineAddress, pspLineQueryText } from './psp-line-list-query.ts';
import { type PspReportRowHandlers, pspReportColumnIds, usePspReportColumns } from './psp-report-columns.tsx';
import { RetriggerDialog } from './retrigger-dialog.tsx';
import { usePspReportPages, usePspReports } from './use-psp-reports.ts';
import './psp-integration-screen.css';

type OpenDialog = { kind: 'rawData'; item: PspReportItem } | { kind: 'retrigger' } | undefined;

/**
 * `/psp-integration` (spec section 2): the PSP report items of the imported settlement reports with their saved views,
 * query and status and type filters (one state, `q`), each item's raw data (its CSV line) and report download, and the retrigger of one of the
 * bound division's PSP adapters (a merchant must be selected first), below the acquirers with what was imported of
 * each. Without a bound merchant it lists every item.
 */
export function PspIntegrationScreen() {
  const { t } = useI18n();
  const labels = t.pspReports;
  usePageTitle(labels.title());
  const scope = useMerchantScope();
  const [query, changeQuery] = useTableQuery([]);
  const listQuery = pspLineQueryText(useSearch());
  const items = usePspReports(scope, listQuery, query.page, query.pageSize);
  const fetchPage = usePspReportPages(scope, listQuery);
  const integrations = usePspIntegrations(scope);
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  const [message, setMessage] = useState('');
  const download = useRegistryAction(downloadPspFileAction, { fallback: t.errors.requestIssue() });

  const handlers = useMemo<PspReportRowHandlers>(
    () => ({
      showRawData: (item) => setDialog({ kind: 'rawData', item }),
      download: async (item) => {
        const outcome = await download.run({ executionId: item.executionId });
        if (outcome.done) saveFile(outcome.result, outcome.result.name);
      },
    }),
    [download.run],
  );
  const columns = usePspReportColumns(handlers);
  const mayRetrigger = useActionAllowed(retriggerPspIntegrationAction);
  const retriggered = (result: PspSettlementImport) => {
    setDialog(undefined);
    setMessage(
      result.alreadyImported
        ? labels.retrigger.again({ file: result.fileName })
        : labels.retrigger.done({ file: result.fileName, lines: result.lineCount, newLines: result.newLineCount }),
    );
  };
  const available = integrations.data ?? [];
  const retrigger =
    scope && mayRetrigger ? (
      <Button variant="primary" disabled={available.length === 0} onClick={() => setDialog({ kind: 'retrigger' })}>
        {labels.retrigger.button()}
      </Button>
    ) : null;

  return (
    <div className="psp-integration-screen">
      <PageHeader
        description={labels.description()}
        actions={
          <>
            {retrigger}
            {scope ? <AppLink to="/psp-integration/workbench">{labels.workbench.title()}</AppLink> : null}
          </>
        }
      />
      <AcquirerSummary />
      <p role="status" aria-live="polite" className="psp-integration-message">
        {scope && integrations.isSuccess && available.length === 0 ? labels.retrigger.noIntegration() : message}
      </p>
      <FormFailure message={download.failure} />
      <SavedViewBar
        list="pspLines"
        tableId="psp-reports"
        filterKeys={integrationFilterKeys}
        columnIds={pspReportColumnIds}
      />
      <IntegrationFilterBar address={pspLineAddress} />
      <DataTable<PspReportItem>
        id="psp-reports"
        label={labels.title()}
        columns={columns}
        query={query}
        onQueryChange={changeQuery}
        {...pageQueryState(items)}
        rowKey={(row) => row.code}
        onOpenRow={handlers.showRawData}
        csvExport={{ fileName: 'psp-report-items.csv', fetchPage }}
      />
      {dialog?.kind === 'rawData' ? (
        <RawDataDialog code={dialog.item.code} raw={dialog.item.rawData} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog?.kind === 'retrigger' ? (
        <RetriggerDialog integrations={available} onDone={retriggered} onClose={() => setDialog(undefined)} />
      ) : null}
    </div>
  );
}
