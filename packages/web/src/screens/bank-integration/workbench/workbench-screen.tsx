import { matchBankLinesAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { BankLine, BankLineCandidate, MatchCandidateKind } from '@ops/core/contract';
import { bankLineCandidateColumns, bankLineColumns } from '@ops/core/lists';
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
import { UnmatchedLineStatus } from '../common/bank-line-status.tsx';
import { BankLineExceptions } from './bank-line-exceptions.tsx';
import { UnmatchDialog } from './unmatch-dialog.tsx';
import { useLineCandidates, useWorkbenchLines } from './use-workbench.ts';

const candidateKey = (candidate: BankLineCandidate) => `${candidate.kind}:${candidate.code}`;
const candidateOf = (key: string) => {
  const [kind, code = ''] = key.split(':');
  return { kind: kind as MatchCandidateKind, code };
};

/**
 * `/bank-integration/workbench` (issue 34): the workbench's bank side (`ReconciliationWorkbench`): the division's
 * unmatched payment lines and its workbench matches, each line's candidates among its payout batches and items at
 * the bank, matched through `bankLines.match` (tentatively for a line the bank has not booked yet, its status
 * badge says so) and unmatched with a reason through `bankLines.unmatch`; below it, the
 * exceptions queue (`BankLineExceptions`).
 */
export function WorkbenchScreen() {
  const scope = useMerchantScope();
  return scope ? <BankWorkbench scope={scope} /> : null;
}

function BankWorkbench({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration.workbench;
  const match = useRegistryAction(matchBankLinesAction, { fallback: t.errors.requestIssue() });
  const lineColumns = useMemo(() => {
    const column = listTableColumns(bankLineColumns, t, locale);
    return [
      column('code', { kind: 'code', size: 150 }),
      column('status', { cell: (row) => <UnmatchedLineStatus line={row} />, size: 140 }),
      column('amount', {
        kind: 'amount',
        size: 130,
        cell: (row) => <MoneyAmount amount={-row.amount} currency={row.currency} />,
      }),
      column('settlementDate', { size: 110 }),
      column('payoutCode', { kind: 'code', size: 150 }),
      column('reference', { kind: 'code' }),
    ];
  }, [t, locale]);
  const candidateColumns = useMemo(() => {
    const column = listTableColumns(bankLineCandidateColumns, t, locale);
    return [
      ...scoredCandidateColumns(column),
      withinToleranceColumn(column, labels.columns.withinTolerance()),
      column('kind', { cell: (row) => labels.kinds[row.kind](), size: 90 }),
      column('instructedOn', { size: 110 }),
      column('creditorName'),
    ];
  }, [t, locale, labels]);
  const side: WorkbenchSide<BankLine, BankLineCandidate> = {
    labels,
    listPath: '/bank-integration',
    useLines: useWorkbenchLines,
    useCandidates: useLineCandidates,
    lineCode: (line) => line.code,
    // A tentative match (a pending line) is a match too: not matched again, unmatched with a reason until it confirms.
    isMatched: (line) => line.status === 'RECONCILED' || line.status === 'TENTATIVE',
    lineAmount: (line) => line.amount,
    currency: (line) => line.currency,
    candidateKey,
    candidateAmount: (candidate) => candidate.amount,
    lineColumns,
    candidateColumns,
    match: {
      run: async (bankLineCodes, keys) => (await match.run({ bankLineCodes, candidates: keys.map(candidateOf) })).done,
      failure: match.failure,
    },
    unmatchSubject: (line) => ({ bankLineCode: line.code }),
    unmatchActionId: 'bankLines.unmatch',
    unmatchDialog: (line, done, close) => <UnmatchDialog line={line} onClose={close} onDone={done} />,
  };
  return (
    <>
      <ReconciliationWorkbench scope={scope} side={side} />
      <BankLineExceptions scope={scope} />
    </>
  );
}
