import type { MerchantScope } from '@ops/core/api';
import type { ExceptionReason, Page } from '@ops/core/contract';
import type { ListColumn } from '@ops/core/lists';
import { defaultPageSize } from '@ops/core/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, type DataTableColumn, pageQueryState, type TableQuery } from '../../../ui/data-table/index.ts';
import { type ListColumnAdditions, listTableColumns } from '../../../ui/data-table/list-table-columns.ts';

/** What every exceptions queue's row has: why no rule placed its line and how many candidates fit it. */
interface JudgedLine {
  reason: ExceptionReason;
  candidateCount: number;
}

type ColumnOf<Row> = (field: string, additions?: ListColumnAdditions<Row>) => DataTableColumn<Row>;

/** What a workbench side gives its exceptions queue. */
export interface ExceptionsSide<Row extends JudgedLine> {
  /** The table's id (its title's is `<id>-title`). */
  id: string;
  description: string;
  /** Its list columns (`@ops/core/lists`), the cli's too. */
  listColumns: readonly ListColumn<Row>[];
  /** The line's own columns, before the reason. */
  lineColumns(column: ColumnOf<Row>): DataTableColumn<Row>[];
  /** Columns after the candidates (a PSP item's failure reason). */
  trailingColumns?(column: ColumnOf<Row>): DataTableColumn<Row>[];
  useExceptions(scope: MerchantScope, page: number, pageSize: number): UseQueryResult<Page<Row>>;
  rowKey(row: Row): string;
}

/**
 * A workbench's exceptions queue (issue 34), on the bank side and the PSP side alike: the unmatched lines no rule
 * placed, newest first, each with why (in the reader's language) against the division's open candidates and
 * tolerance rule, and how many candidates fit it. Its pages are its own (the address holds the lines').
 */
export function ExceptionsTable<Row extends JudgedLine>({
  scope,
  side,
}: {
  scope: MerchantScope;
  side: ExceptionsSide<Row>;
}) {
  const { t, locale } = useI18n();
  const labels = t.reconciliation.exceptions;
  const [query, setQuery] = useState<TableQuery<never>>({
    page: 1,
    pageSize: defaultPageSize,
    sort: undefined,
    filters: {},
  });
  const exceptions = side.useExceptions(scope, query.page, query.pageSize);
  const columns = useMemo(() => {
    const column = listTableColumns(side.listColumns, t, locale);
    return [
      ...side.lineColumns(column),
      column('reason', { cell: (row) => labels.reasons[row.reason](), size: 220 }),
      column('candidateCount', { kind: 'amount', size: 100 }),
      ...(side.trailingColumns?.(column) ?? []),
    ];
  }, [t, locale, labels, side]);
  return (
    <Card title={labels.title()} titleId={`${side.id}-title`} description={side.description}>
      <DataTable<Row>
        id={side.id}
        label={labels.title()}
        columns={columns}
        query={query}
        onQueryChange={(change) => setQuery({ ...query, ...change, filters: {} })}
        {...pageQueryState(exceptions)}
        rowKey={side.rowKey}
      />
    </Card>
  );
}
