import type { ActionId, ActionSubject } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { Page } from '@ops/core/contract';
import { formatMoney } from '@ops/core/money';
import type { TranslationFunctions } from '@ops/locales';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useState } from 'react';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { AppLink } from '../../../kit/links/app-link.tsx';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { typesText } from '../../../lib/keys/types-text.ts';
import {
  DataTable,
  type DataTableColumn,
  noSelection,
  pageQueryState,
  type TableSelection,
  useTableQuery,
} from '../../../ui/data-table/index.ts';
import { useFocusedRow } from '../../../ui/data-table/use-focused-row.ts';
import { FormFailure } from '../../../ui/form-failure/form-failure.tsx';
import { PageHeader } from '../../../ui/page-header/index.ts';
import './reconciliation-workbench.css';

/** The words both sides of the workbench show, each side from its own area of the dictionaries. */
export type WorkbenchLabels = Pick<
  TranslationFunctions['bankIntegration']['workbench'],
  | 'title'
  | 'list'
  | 'unmatched'
  | 'noLines'
  | 'candidates'
  | 'noLine'
  | 'noCandidates'
  | 'selection'
  | 'nothingSelected'
  | 'keys'
  | 'matched'
  | 'undone'
>;

/** What one side of the workbench (bank lines or PSP report items) gives the shared screen. */
export interface WorkbenchSide<Line extends RowData, Candidate extends RowData> {
  labels: WorkbenchLabels;
  /** The side's list, linked from the header. */
  listPath: string;
  /** One page of the division's workbench lines: to match, and matched (to unmatch). A hook. */
  useLines(scope: MerchantScope, page: number, pageSize: number): UseQueryResult<Page<Line>>;
  /** The candidates of the chosen unmatched line, not asked while none is chosen or it is being matched. A hook. */
  useCandidates(
    scope: MerchantScope,
    lineCode: string | undefined,
    matching: boolean,
  ): UseQueryResult<readonly Candidate[]>;
  lineCode(line: Line): string;
  isMatched(line: Line): boolean;
  /** What the line asks of its candidates, in minor units of `currency`. */
  lineAmount(line: Line): number;
  currency(line: Line): string;
  candidateKey(candidate: Candidate): string;
  candidateAmount(candidate: Candidate): number;
  lineColumns: DataTableColumn<Line>[];
  candidateColumns: DataTableColumn<Candidate>[];
  /** Runs the side's match action on the lines and the candidates' keys; answers whether it was done. */
  match: { run(lineCodes: string[], candidateKeys: readonly string[]): Promise<boolean>; failure: string | undefined };
  /** The palette's subject of a matched line, and the id of the side's unmatch action it offers. */
  unmatchSubject(line: Line): ActionSubject;
  unmatchActionId: ActionId;
  /** The side's dialog that asks why a matched line is unmatched. */
  unmatchDialog(line: Line, done: () => void, close: () => void): ReactNode;
}

/** The candidates table's one page: the platform answers 50 candidates at most. */
const candidatesQuery = { page: 1, pageSize: 50 as const, sort: undefined, filters: {} };

/**
 * The reconciliation workbench (issue 34), the same on the bank and the PSP side: the bound division's unmatched
 * lines (and its workbench matches) on the left, the chosen line's candidates on the right, ranked with their score
 * and difference, and the running difference of what is selected. From the keyboard: j/k move in a list, Enter on a
 * line shows its candidates (the focus goes to them), x selects candidates (one line to many), Enter there matches
 * (core's confirmation asks first), u on a matched line unmatches it with a reason. x on other lines first matches
 * them all with the one candidate (many lines to one).
 */
export function ReconciliationWorkbench<Line extends RowData, Candidate extends RowData>({
  scope,
  side,
}: {
  scope: MerchantScope;
  side: WorkbenchSide<Line, Candidate>;
}) {
  const { locale } = useI18n();
  const { labels } = side;
  usePageTitle(labels.title());
  const [query, changeQuery] = useTableQuery([]);
  const lines = side.useLines(scope, query.page, query.pageSize);
  const [chosen, setChosen] = useState<Line | undefined>(undefined);
  const [matching, setMatching] = useState(false);
  const open = chosen && !side.isMatched(chosen) ? chosen : undefined;
  const candidates = side.useCandidates(scope, open ? side.lineCode(open) : undefined, matching);
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const [focusedLine, rememberFocusedLine] = useFocusedRow(lines.data?.elements);
  const [unmatching, setUnmatching] = useState<Line | undefined>(undefined);
  const [message, setMessage] = useState('');

  const rows = candidates.data;
  const selectedKeys = selection.mode === 'rows' ? selection.keys : [];
  const selectedSum = (rows ?? [])
    .filter((row) => selectedKeys.includes(side.candidateKey(row)))
    .reduce((sum, row) => sum + side.candidateAmount(row), 0);
  const money = (amount: number) => formatMoney(amount, chosen ? side.currency(chosen) : 'EUR', locale);
  // The lines a match takes: the chosen one and those selected with x beside it (many lines to one candidate).
  const [lineSelection, setLineSelection] = useState<TableSelection>(noSelection);
  const otherLines = (lines.data?.elements ?? []).filter(
    (line) =>
      lineSelection.mode === 'rows' &&
      lineSelection.keys.includes(side.lineCode(line)) &&
      (chosen === undefined || side.lineCode(line) !== side.lineCode(chosen)),
  );
  const matchedLines = chosen ? [chosen, ...otherLines] : [];
  const linesSum = matchedLines.reduce((sum, line) => sum + side.lineAmount(line), 0);

  const choose = (line: Line) => {
    setChosen(line);
    setSelection(noSelection);
    if (side.isMatched(line)) setUnmatching(line);
  };
  const matchWith = async (focused: Candidate) => {
    if (!chosen) return;
    const keys = selectedKeys.length > 0 ? selectedKeys : [side.candidateKey(focused)];
    setMatching(true);
    const done = await side.match.run(matchedLines.map(side.lineCode), keys);
    setMatching(false);
    if (!done) return;
    setMessage(labels.matched({ code: side.lineCode(chosen) }));
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
      if (!focusedLine || !side.isMatched(focusedLine) || unmatching) return;
      event.preventDefault();
      setUnmatching(focusedLine);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [focusedLine, unmatching, side]);
  const matchedFocus = focusedLine && side.isMatched(focusedLine) ? focusedLine : undefined;
  useActionSubject(matchedFocus ? side.unmatchSubject(matchedFocus) : undefined, {
    ...(matchedFocus ? { [side.unmatchActionId]: () => setUnmatching(matchedFocus) } : {}),
  });

  const chosenCode = chosen ? side.lineCode(chosen) : '';
  return (
    <div className="workbench-screen">
      <PageHeader description={labels.keys()} actions={<AppLink to={side.listPath}>{labels.list()}</AppLink>} />
      <p role="status" aria-live="polite" className="workbench-message">
        {message}
      </p>
      <FormFailure message={side.match.failure} />
      <div className="workbench-panes">
        <section className="workbench-lines" aria-label={labels.unmatched()}>
          <h2>{labels.unmatched()}</h2>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
          <div onFocus={rememberFocusedLine}>
            <DataTable<Line>
              id="workbench-lines"
              label={labels.unmatched()}
              columns={side.lineColumns}
              query={query}
              onQueryChange={changeQuery}
              {...pageQueryState(lines)}
              rowKey={side.lineCode}
              selection={{
                value: lineSelection,
                onChange: setLineSelection,
                canSelect: (row) => !side.isMatched(row),
              }}
              onOpenRow={choose}
            />
          </div>
          {lines.data?.totalCount === 0 ? <p>{labels.noLines()}</p> : null}
        </section>
        <section className="workbench-candidates" aria-label={labels.candidates({ code: chosenCode })}>
          {open ? (
            <>
              <h2>{labels.candidates({ code: chosenCode })}</h2>
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
              <DataTable<Candidate>
                id="workbench-candidates"
                label={labels.candidates({ code: chosenCode })}
                columns={side.candidateColumns}
                query={candidatesQuery}
                onQueryChange={() => undefined}
                rows={rows}
                totalCount={rows?.length ?? 0}
                status={candidates.isError ? 'error' : rows ? 'loaded' : 'loading'}
                error={candidates.error}
                onRetry={() => void candidates.refetch()}
                rowKey={side.candidateKey}
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
      {unmatching
        ? side.unmatchDialog(
            unmatching,
            () => {
              setMessage(labels.undone({ code: side.lineCode(unmatching) }));
              setUnmatching(undefined);
              setChosen(undefined);
            },
            () => setUnmatching(undefined),
          )
        : null}
    </div>
  );
}
