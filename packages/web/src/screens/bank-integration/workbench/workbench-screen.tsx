import { matchBankLinesAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { BankLine, BankLineCandidate, MatchCandidateKind } from '@ops/core/contract';
import { bankLineCandidateColumns, bankLineColumns } from '@ops/core/lists';
import { formatMoney } from '@ops/core/money';
import { useEffect, useMemo, useState } from 'react';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { useRegistryAction } from '../../../kit/actions/use-registry-action.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { typesText } from '../../../lib/keys/types-text.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import {
  DataTable,
  noSelection,
  pageQueryState,
  type TableSelection,
  useTableQuery,
} from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { useFocusedRow } from '../../../ui/data-table/use-focused-row.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { StatusBadge } from '../../../ui/status-badge/index.ts';
import { UnmatchDialog } from './unmatch-dialog.tsx';
import { useLineCandidates, useWorkbenchLines } from './use-workbench.ts';
import './workbench-screen.css';

const candidateKey = (candidate: BankLineCandidate) => `${candidate.kind}:${candidate.code}`;
const candidateOf = (key: string) => {
  const [kind, code = ''] = key.split(':');
  return { kind: kind as MatchCandidateKind, code };
};
const matched = (line: BankLine) => line.status === 'RECONCILED';
/** The candidates table's one page: the platform answers 50 candidates at most. */
const candidatesQuery = { page: 1, pageSize: 50 as const, sort: undefined, filters: {} };

/**
 * `/bank-integration/workbench` (issue 34): the bound division's unmatched payment lines (and its workbench matches)
 * on the left, the chosen line's candidates on the right, ranked with their score and difference, and the running
 * difference of what is selected. From the keyboard: j/k move in a list, Enter on a line shows its candidates (the
 * focus goes to them), x selects candidates (one line to many), Enter there matches (core's confirmation asks
 * first), u on a matched line unmatches it with a reason. x on other lines first matches them all with the one
 * candidate (many lines to one).
 */
export function WorkbenchScreen() {
  const scope = useMerchantScope();
  return scope ? <Workbench scope={scope} /> : null;
}

function Workbench({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration.workbench;
  usePageTitle(labels.title());
  const [query, changeQuery] = useTableQuery([]);
  const lines = useWorkbenchLines(scope, query.page, query.pageSize);
  const [chosen, setChosen] = useState<BankLine | undefined>(undefined);
  const [matching, setMatching] = useState(false);
  const candidates = useLineCandidates(scope, chosen && !matched(chosen) ? chosen.code : undefined, matching);
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const [focusedLine, rememberFocusedLine] = useFocusedRow(lines.data?.elements);
  const [unmatching, setUnmatching] = useState<BankLine | undefined>(undefined);
  const [message, setMessage] = useState('');
  const match = useRegistryAction(matchBankLinesAction, { fallback: t.errors.requestIssue() });

  const rows = candidates.data?.candidates;
  const selectedKeys = selection.mode === 'rows' ? selection.keys : [];
  const selectedSum = (rows ?? [])
    .filter((row) => selectedKeys.includes(candidateKey(row)))
    .reduce((sum, row) => sum + row.amount, 0);
  const money = (amount: number) => formatMoney(amount, chosen?.currency ?? 'EUR', locale);
  // The lines a match takes: the chosen one and those selected with x beside it (many lines to one candidate).
  const [lineSelection, setLineSelection] = useState<TableSelection>(noSelection);
  const otherLines = (lines.data?.elements ?? []).filter(
    (line) => lineSelection.mode === 'rows' && lineSelection.keys.includes(line.code) && line.code !== chosen?.code,
  );
  const matchedLines = chosen ? [chosen, ...otherLines] : [];
  const linesSum = matchedLines.reduce((sum, line) => sum + line.amount, 0);

  const choose = (line: BankLine) => {
    setChosen(line);
    setSelection(noSelection);
    if (matched(line)) setUnmatching(line);
  };
  const matchWith = async (focused: BankLineCandidate) => {
    if (!chosen) return;
    const keys = selectedKeys.length > 0 ? selectedKeys : [candidateKey(focused)];
    setMatching(true);
    const outcome = await match.run({
      bankLineCodes: matchedLines.map((line) => line.code),
      candidates: keys.map(candidateOf),
    });
    setMatching(false);
    if (!outcome.done) return;
    setMessage(labels.matched({ code: chosen.code }));
    setChosen(undefined);
    setSelection(noSelection);
    setLineSelection(noSelection);
  };

  // Once a line's candidates are on view, the keyboard is theirs: its first row takes the focus.
  useEffect(() => {
    if (rows && rows.length > 0) document.querySelector<HTMLElement>('.workbench-candidates tbody tr')?.focus();
  }, [rows]);
  // u on a matched line asks for the reason of its unmatch.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'u' || event.defaultPrevented || typesText(event.target)) return;
      if (!focusedLine || !matched(focusedLine) || unmatching) return;
      event.preventDefault();
      setUnmatching(focusedLine);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focusedLine, unmatching]);
  useActionSubject(focusedLine && matched(focusedLine) ? { bankLineCode: focusedLine.code } : undefined, {
    ...(focusedLine && matched(focusedLine) ? { 'bankLines.unmatch': () => setUnmatching(focusedLine) } : {}),
  });

  const lineColumns = useMemo(() => {
    const column = listTableColumns(bankLineColumns, t, locale);
    return [
      column('code', { kind: 'code', size: 150 }),
      column('status', { cell: (row) => <StatusBadge status={row.status} />, size: 140 }),
      column('amount', {
        kind: 'amount',
        size: 110,
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
      column('score', { kind: 'amount', size: 90 }),
      column('code', { kind: 'code', size: 150 }),
      column('difference', {
        kind: 'amount',
        size: 110,
        cell: (row) => <MoneyAmount amount={row.difference} currency={row.currency} />,
      }),
      column('amount', {
        kind: 'amount',
        size: 110,
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
      }),
      column('kind', { cell: (row) => labels.kinds[row.kind](), size: 90 }),
      column('instructedOn', { size: 110 }),
      column('creditorName'),
    ];
  }, [t, locale, labels]);

  return (
    <div className="workbench-screen">
      <PageHeader description={labels.keys()} actions={<AppLink to="/bank-integration">{labels.list()}</AppLink>} />
      <p role="status" aria-live="polite" className="workbench-message">
        {message}
      </p>
      <FormFailure message={match.failure} />
      <div className="workbench-panes">
        <section className="workbench-lines" aria-label={labels.unmatched()}>
          <h2>{labels.unmatched()}</h2>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
          <div onFocus={rememberFocusedLine}>
            <DataTable<BankLine>
              id="workbench-lines"
              label={labels.unmatched()}
              columns={lineColumns}
              query={query}
              onQueryChange={changeQuery}
              {...pageQueryState(lines)}
              rowKey={(row) => row.code}
              selection={{
                value: lineSelection,
                onChange: setLineSelection,
                canSelect: (row) => !matched(row),
              }}
              onOpenRow={choose}
            />
          </div>
          {lines.data?.totalCount === 0 ? <p>{labels.noLines()}</p> : null}
        </section>
        <section className="workbench-candidates" aria-label={labels.candidates({ code: chosen?.code ?? '' })}>
          {chosen && !matched(chosen) ? (
            <>
              <h2>{labels.candidates({ code: chosen.code })}</h2>
              <p className="workbench-selection" data-testid="workbench-selection">
                {selectedKeys.length === 0
                  ? labels.nothingSelected()
                  : labels.selection({
                      count: selectedKeys.length,
                      amount: money(selectedSum),
                      lineAmount: money(linesSum),
                      difference: money(linesSum - selectedSum),
                    })}
              </p>
              <DataTable<BankLineCandidate>
                id="workbench-candidates"
                label={labels.candidates({ code: chosen.code })}
                columns={candidateColumns}
                query={candidatesQuery}
                onQueryChange={() => undefined}
                rows={rows}
                totalCount={rows?.length ?? 0}
                status={candidates.isError ? 'error' : rows ? 'loaded' : 'loading'}
                error={candidates.error}
                onRetry={() => void candidates.refetch()}
                rowKey={candidateKey}
                selection={{ value: selection, onChange: setSelection }}
                onOpenRow={matchWith}
              />
              {rows?.length === 0 ? <p>{labels.noCandidates()}</p> : null}
            </>
          ) : (
            <p>{labels.noLine()}</p>
          )}
        </section>
      </div>
      {unmatching ? (
        <UnmatchDialog
          line={unmatching}
          onClose={() => setUnmatching(undefined)}
          onDone={() => {
            setMessage(labels.undone({ code: unmatching.code }));
            setUnmatching(undefined);
            setChosen(undefined);
          }}
        />
      ) : null}
    </div>
  );
}
