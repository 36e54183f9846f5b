import type { RowData } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ListFooter } from '../list-paging/list-footer.tsx';
import { ListStates } from '../list-paging/list-states.tsx';
import { ColumnMenu } from './column-menu.tsx';
import { CsvExportButton } from './csv-export-button.tsx';
import { DataTableBody } from './data-table-body.tsx';
import { DataTableHead } from './data-table-head.tsx';
import type { DataTableProps } from './data-table-types.ts';
import { useLastPageInRange } from './last-page-in-range.ts';
import { toggled } from './list-keys.ts';
import { ListKeysDialog } from './list-keys-dialog.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { useTableDensity } from './table-density.ts';
import { useTableLayout, withColumnMoved } from './table-layout.ts';
import { type DataTableRow, useDataTableModel } from './table-model.ts';
import './data-table.css';

/** Row heights in pixels of each density, as `--row-height` sets them (the virtualizer needs the number). */
const rowHeights = { compact: 36, comfortable: 44 } as const;
/** The width of each fixed cell before the columns (selection, number, expander). */
const fixedWidth = 40;

/** The one table every list uses: server-paged, sorted through the URL, its column layout remembered. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useI18n();
  const { id, label, columns, rows, totalCount, status, query, onQueryChange, selection, csvExport } = props;
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const names = useMemo(() => Object.fromEntries(columns.map((column) => [column.id, column.header])), [columns]);
  const { layout, change, reset } = useTableLayout(id, columnIds);
  const table = useDataTableModel(props, layout, change);
  useLastPageInRange(query, totalCount, status, onQueryChange);
  // State, not a ref: the body's virtualizer needs the element, which is attached after the body's effects run.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [showingKeys, setShowingKeys] = useState(false);
  const canSelect = selection?.canSelect ?? (() => true);
  const pageKeys = (rows ?? []).filter(canSelect).map(props.rowKey);
  const isSelected = (key: string) =>
    selection?.value.mode === 'filter' || (selection?.value.mode === 'rows' && selection.value.keys.includes(key));
  const pageSelected = pageKeys.length > 0 && pageKeys.every(isSelected);
  const firstNumber = (query.page - 1) * query.pageSize + 1;
  const density = useTableDensity();
  const leadingCount = [selection, props.rowNumbers, props.subRows].filter(Boolean).length;
  // The fixed cells stick at the left edge one after the other, and the first column right of them.
  const fixed = (index: number) => ({ left: index * fixedWidth, width: fixedWidth });
  const numberAt = selection ? 1 : 0;
  const expanderAt = numberAt + (props.rowNumbers ? 1 : 0);
  const leadingHead = (
    <>
      {selection ? (
        <th scope="col" className="data-table-fixed" style={fixed(0)}>
          <input
            type="checkbox"
            aria-label={t.table.selectPage()}
            checked={pageSelected}
            disabled={pageKeys.length === 0}
            onChange={() => {
              const others =
                selection.value.mode === 'rows' ? selection.value.keys.filter((key) => !pageKeys.includes(key)) : [];
              selection.onChange({ mode: 'rows', keys: pageSelected ? others : [...others, ...pageKeys] });
            }}
          />
        </th>
      ) : null}
      {props.rowNumbers ? (
        <th scope="col" className="data-table-fixed data-table-amount" style={fixed(numberAt)}>
          {t.table.rowNumber()}
        </th>
      ) : null}
      {props.subRows ? <th scope="col" className="data-table-fixed" style={fixed(expanderAt)} /> : null}
    </>
  );
  const leadingCells = (row: DataTableRow<T>) => {
    const number = firstNumber + row.index;
    return (
      <>
        {selection ? (
          <td className="data-table-fixed" style={fixed(0)}>
            {row.depth === 0 ? (
              <input
                type="checkbox"
                aria-label={selection.rowLabel?.(row.original) ?? t.table.selectRow({ number })}
                checked={canSelect(row.original) && isSelected(row.id)}
                disabled={!canSelect(row.original)}
                onChange={() => selection.onChange(toggled(selection.value, row.id, pageKeys))}
              />
            ) : null}
          </td>
        ) : null}
        {props.rowNumbers ? (
          <td className="data-table-fixed data-table-amount data-table-number" style={fixed(numberAt)}>
            {row.depth === 0 ? number : null}
          </td>
        ) : null}
        {props.subRows ? (
          <td className="data-table-fixed" style={fixed(expanderAt)}>
            {row.getCanExpand() ? (
              <button
                type="button"
                className="button button-ghost"
                aria-expanded={row.getIsExpanded()}
                aria-label={row.getIsExpanded() ? t.table.collapseRow({ number }) : t.table.expandRow({ number })}
                onClick={row.getToggleExpandedHandler()}
              >
                {row.getIsExpanded() ? '▾' : '▸'}
              </button>
            ) : null}
          </td>
        ) : null}
      </>
    );
  };
  return (
    <div className="data-table" data-density={density}>
      <div className="data-table-toolbar">
        {props.toolbar}
        {csvExport ? <CsvExportButton columns={columns} {...csvExport} /> : null}
        <ColumnMenu names={names} layout={layout} onChange={change} onReset={reset} />
      </div>
      {selection ? (
        <SelectionBar
          selection={selection.value}
          onChange={selection.onChange}
          pageKeys={pageKeys}
          totalCount={totalCount}
        />
      ) : null}
      <ListStates state={status} error={props.error} onRetry={props.onRetry} empty={(rows ?? []).length === 0}>
        <div className="data-table-scroll" ref={setScrollElement}>
          <table
            aria-label={label}
            aria-rowcount={totalCount}
            aria-busy={props.stale || undefined}
            style={{ width: table.getTotalSize() + leadingCount * fixedWidth }}
          >
            <DataTableHead
              table={table}
              leading={leadingHead}
              stickyLeft={leadingCount * fixedWidth}
              onMove={(moved, to) => change(withColumnMoved(layout, moved, to))}
            />
            <DataTableBody
              table={table}
              scrollElement={scrollElement}
              virtualizeFrom={props.virtualizeFrom ?? 100}
              rowHeight={rowHeights[density]}
              stickyLeft={leadingCount * fixedWidth}
              leading={leadingCells}
              onOpenRow={props.onOpenRow}
              rowHref={props.rowHref}
              selection={
                selection && {
                  value: selection.value,
                  onChange: selection.onChange,
                  pageKeys,
                  isSelected,
                  canSelect: canSelect as (row: unknown) => boolean,
                }
              }
              onShowKeys={() => setShowingKeys(true)}
            />
          </table>
        </div>
      </ListStates>
      {props.footer !== undefined ? (
        props.footer
      ) : status === 'loaded' ? (
        <ListFooter
          listPage={{ page: query.page, pageSize: query.pageSize }}
          totalCount={totalCount}
          onChange={(next) => onQueryChange(next)}
        />
      ) : null}
      <ListKeysDialog
        open={showingKeys}
        onOpenChange={setShowingKeys}
        abilities={{
          select: selection !== undefined,
          open: props.onOpenRow !== undefined,
          openInNewTab: props.rowHref !== undefined,
        }}
      />
    </div>
  );
}
