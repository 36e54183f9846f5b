import {
  allocateBankLineAction,
  downloadBankStatementFileAction,
  linkBankLineToPayoutAction,
  retriggerBankAdapterAction,
} from '@ops/core/actions';
import type { BankAdapterRetrigger, BankLine, BankStatementImport } from '@ops/core/contract';
import { badgeText } from '@ops/core/status';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { IntegrationFilterBar } from '../../../domain-parts/reconciliation/integration-filter-bar.tsx';
import { integrationFilterKeys } from '../../../domain-parts/reconciliation/integration-filters.ts';
import { RawDataDialog } from '../../../domain-parts/reconciliation/raw-data-dialog.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { saveFile } from '../../../lib/files/save-file.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { Button } from '../../../ui/button/index.ts';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { useFocusedRow } from '../../../ui/data-table/use-focused-row.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { AllocateDialog } from './allocate-dialog.tsx';
import {
  type BankLineRowHandlers,
  bankLineColumnIds,
  canLinkPayout,
  namesPayoutItem,
  useBankLineColumns,
} from './bank-line-columns.tsx';
import { bankLineAddress, bankLineQueryText } from './bank-line-list-query.ts';
import { BankRetriggerDialog } from './bank-retrigger-dialog.tsx';
import { ImportStatementButton, type ImportStatementHandle } from './import-statement-button.tsx';
import { LinkPayoutDialog } from './link-payout-dialog.tsx';
import { useBankLinePages, useBankLines } from './use-bank-lines.ts';
import './bank-integration-screen.css';

type OpenDialog = { kind: 'rawData' | 'allocate' | 'linkPayout'; line: BankLine } | { kind: 'retrigger' } | undefined;

/**
 * `/bank-integration` (spec section 2): the bank statement lines of the imported camt.053 statements with their
 * saved views, query and status and type filters (one state, `q`), each line's raw data, allocation and link to payout (registry actions, which ask first
 * with core's confirmation; allocating money onto an account and linking take their parameters in a form first),
 * the import of a statement file and, for a bound division, the bank adapter's Retrigger (a date range of at most a
 * month) and each line's statement file as it was imported. It works without a bound merchant (every line); with one, it lists the division's lines.
 */
export function BankIntegrationScreen() {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration;
  usePageTitle(labels.title());
  const [query, changeQuery] = useTableQuery([]);
  const listQuery = bankLineQueryText(useSearch());
  const scope = useMerchantScope();
  const lines = useBankLines(listQuery, scope, query.page, query.pageSize);
  const fetchPage = useBankLinePages(listQuery, scope);
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  // The palette offers a line's actions while its row has the focus (and afterwards, until another has).
  const [focused, rememberFocusedRow] = useFocusedRow(lines.data?.elements);
  const [message, setMessage] = useState('');
  const mayRetrigger = useActionAllowed(retriggerBankAdapterAction);
  const importer = useRef<ImportStatementHandle>(null);
  const allocate = useRegistryAction(allocateBankLineAction, { fallback: t.errors.requestIssue() });
  const told = useCallback(
    (line: BankLine) => setMessage(labels.outcome({ code: line.code, status: badgeText(line.status, locale) })),
    [labels, locale],
  );
  const allocateAgain = allocate.run;
  const download = useRegistryAction(downloadBankStatementFileAction, { fallback: t.errors.requestIssue() });
  const downloadFile = download.run;
  const mayDownload = Boolean(scope) && download.allowed;

  const mayAllocate = allocate.allowed;
  const mayLink = useActionAllowed(linkBankLineToPayoutAction);
  const handlers = useMemo<BankLineRowHandlers>(
    () => ({
      showRawData: (line) => setDialog({ kind: 'rawData', line }),
      // A line about a payout item is matched again with nothing to type: the action's confirmation is the one question.
      allocate: mayAllocate
        ? async (line) => {
            if (!namesPayoutItem(line)) {
              setDialog({ kind: 'allocate', line });
              return;
            }
            const outcome = await allocateAgain({ bankLineCode: line.code });
            if (outcome.done) told(outcome.result);
          }
        : undefined,
      linkPayout: mayLink ? (line) => setDialog({ kind: 'linkPayout', line }) : undefined,
      downloadFile: mayDownload
        ? async (line) => {
            if (!line.fileCode) return;
            const outcome = await downloadFile({ fileCode: line.fileCode });
            if (outcome.done) saveFile(outcome.result, outcome.result.name);
          }
        : undefined,
    }),
    [allocateAgain, told, mayAllocate, mayLink, mayDownload, downloadFile],
  );
  const columns = useBankLineColumns(handlers);
  const imported = (result: BankStatementImport) =>
    setMessage(
      result.alreadyImported
        ? labels.importStatement.again({ file: result.fileName })
        : labels.importStatement.done({
            file: result.fileName,
            entries: result.entryCount,
            lines: result.newLineCount,
          }),
    );

  useActionSubject(focused ? { bankLineCode: focused.code } : undefined, {
    'bankStatements.import': () => importer.current?.choose(),
    ...(scope ? { 'bankAdapters.retrigger': () => setDialog({ kind: 'retrigger' }) } : {}),
    ...(focused ? { 'bankLines.allocate': () => handlers.allocate?.(focused) } : {}),
    ...(focused && canLinkPayout(focused) ? { 'bankLines.linkPayout': () => handlers.linkPayout?.(focused) } : {}),
    ...(focused?.fileCode && handlers.downloadFile
      ? { 'bankStatementFiles.download': () => handlers.downloadFile?.(focused) }
      : {}),
  });

  const close = () => setDialog(undefined);
  const retriggered = (result: BankAdapterRetrigger) => {
    close();
    setMessage(
      labels.retrigger.done({
        statements: result.statements.length,
        lines: result.statements.reduce((sum, statement) => sum + statement.newLineCount, 0),
      }),
    );
  };

  return (
    <div className="bank-integration-screen">
      <PageHeader
        description={labels.description()}
        actions={
          <>
            {scope && mayRetrigger ? (
              <Button onClick={() => setDialog({ kind: 'retrigger' })}>{labels.retrigger.button()}</Button>
            ) : null}
            <ImportStatementButton ref={importer} onImported={imported} />
            {scope ? <AppLink to="/bank-integration/workbench">{labels.workbench.title()}</AppLink> : null}
          </>
        }
      />
      <p role="status" aria-live="polite" className="bank-integration-message">
        {message}
      </p>
      <FormFailure message={allocate.failure ?? download.failure} />
      <SavedViewBar
        list="bankLines"
        tableId="bank-lines"
        filterKeys={integrationFilterKeys}
        columnIds={bankLineColumnIds}
      />
      <IntegrationFilterBar address={bankLineAddress} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
      <div onFocus={rememberFocusedRow}>
        <DataTable<BankLine>
          id="bank-lines"
          label={labels.title()}
          columns={columns}
          query={query}
          onQueryChange={changeQuery}
          {...pageQueryState(lines)}
          rowKey={(row) => row.code}
          onOpenRow={handlers.showRawData}
          csvExport={{ fileName: 'bank-statement-lines.csv', fetchPage }}
        />
      </div>
      {dialog?.kind === 'retrigger' ? <BankRetriggerDialog onDone={retriggered} onClose={close} /> : null}
      {dialog?.kind === 'rawData' ? (
        <RawDataDialog code={dialog.line.code} raw={dialog.line.rawData} onClose={close} />
      ) : null}
      {dialog?.kind === 'linkPayout' ? (
        <LinkPayoutDialog
          line={dialog.line}
          onClose={close}
          onDone={(linked) => {
            told(linked);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'allocate' ? (
        <AllocateDialog
          line={dialog.line}
          onClose={close}
          onDone={(allocated) => {
            told(allocated);
            close();
          }}
        />
      ) : null}
    </div>
  );
}
