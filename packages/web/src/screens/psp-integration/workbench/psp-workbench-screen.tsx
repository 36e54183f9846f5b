import { matchPspReportItemsAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { PspReportCandidate, PspReportItem } from '@ops/core/contract';
import { pspReportCandidateColumns, pspReportColumns } from '@ops/core/lists';
import { useMemo } from 'react';
import {
  ReconciliationWorkbench,
  type WorkbenchSide,
} from '../../../domain-parts/reconciliation/workbench/reconciliation-workbench.tsx';
import { scoredCandidateColumns } from '../../../domain-parts/reconciliation/workbench/scored-candidate-columns.tsx';
import { withinToleranceColumn } from '../../../domain-parts/reconciliation/workbench/within-tolerance-column.tsx';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { PspReportItemExceptions } from './psp-report-item-exceptions.tsx';
import { PspUnmatchDialog } from './psp-unmatch-dialog.tsx';
import { usePspItemCandidates, usePspWorkbenchItems } from './use-psp-workbench.ts';

/**
 * `/psp-integration/workbench` (issue 34): the workbench's PSP side (`ReconciliationWorkbench`): the division's
 * settled, refunded and chargeback items no rule placed and its workbench matches, each item's candidates among its
 * open transactions, refunds or chargebacks (a badge on those within the division's tolerance rule), matched through
 * `pspReports.match` and unmatched with a reason through `pspReports.unmatch`; a matched item shows the difference
 * its match records; below it, the exceptions queue (`PspReportItemExceptions`).
 */
export function PspWorkbenchScreen() {
  const scope = useMerchantScope();
  return scope ? <PspWorkbench scope={scope} /> : null;
}

function PspWorkbench({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.pspReports.workbench;
  const match = useRegistryAction(matchPspReportItemsAction, { fallback: t.errors.requestIssue() });
  const lineColumns = useMemo(() => {
    const column = listTableColumns(pspReportColumns, t, locale);
    return [
      column('code', { kind: 'code', size: 150 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 140 }),
      column('grossAmount', {
        kind: 'amount',
        size: 130,
        cell: (row) => <MoneyAmount amount={row.grossAmount} currency={row.currency} />,
      }),
      column('settlementDate', { size: 110 }),
      column('pspReference', { kind: 'code' }),
      // What a matched item's match records: a difference the division's tolerance rule let auto-matching accept.
      column('matchDifference', {
        kind: 'amount',
        size: 130,
        cell: (row) =>
          row.matchDifference === null ? null : <MoneyAmount amount={row.matchDifference} currency={row.currency} />,
      }),
    ];
  }, [t, locale]);
  const candidateColumns = useMemo(() => {
    const column = listTableColumns(pspReportCandidateColumns, t, locale);
    return [
      ...scoredCandidateColumns(column),
      withinToleranceColumn(column, labels.columns.withinTolerance()),
      column('kind', { cell: (row) => labels.kinds[row.kind](), size: 110 }),
      column('createdOn', { size: 110 }),
      column('pspReference', { kind: 'code' }),
    ];
  }, [t, locale, labels]);
  const side: WorkbenchSide<PspReportItem, PspReportCandidate> = {
    labels,
    listPath: '/psp-integration',
    useLines: usePspWorkbenchItems,
    useCandidates: usePspItemCandidates,
    lineCode: (item) => item.code,
    isMatched: (item) => item.status === 'RECONCILED',
    lineAmount: (item) => Math.abs(item.grossAmount),
    currency: (item) => item.currency,
    candidateKey: (candidate) => candidate.code,
    candidateAmount: (candidate) => candidate.amount,
    lineColumns,
    candidateColumns,
    match: {
      run: async (reportItemCodes, splitCodes) =>
        (await match.run({ reportItemCodes, splitCodes: [...splitCodes] })).done,
      failure: match.failure,
    },
    unmatchSubject: (item) => ({ reportItemCode: item.code }),
    unmatchActionId: 'pspReports.unmatch',
    unmatchDialog: (item, done, close) => <PspUnmatchDialog item={item} onClose={close} onDone={done} />,
  };
  return (
    <>
      <ReconciliationWorkbench scope={scope} side={side} />
      <PspReportItemExceptions scope={scope} />
    </>
  );
}
