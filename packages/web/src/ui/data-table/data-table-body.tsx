import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useState,
} from 'react';
import { cellClassName } from './cell-class-name.ts';
import type { DataTableColumn } from './data-table-types.ts';
import type { DataTableModel, DataTableRow } from './table-model.ts';

/** Gives a cell cut short by its ellipsis its whole text as `title`, measured now; a cell that fits gets none. */
function titleWhenCut(cell: HTMLTableCellElement) {
  const text = cell.textContent?.trim() ?? '';
  if (cell.scrollWidth > cell.clientWidth && text) {
    if (cell.title !== text) cell.title = text;
  } else if (cell.hasAttribute('title')) cell.removeAttribute('title');
}

/**
 * A cut cell shows its whole text on hover (its title, set when the pointer comes over it); a row focused from the
 * keyboard shows its cells whole (the stylesheet), and its cut cells get the title too.
 */
function showWholeText(event: MouseEvent<HTMLTableSectionElement> | FocusEvent<HTMLTableSectionElement>) {
  const target = event.target as Element;
  const cell = target.closest('td');
  if (cell) titleWhenCut(cell);
  else if (target instanceof HTMLTableRowElement) for (const each of target.cells) titleWhenCut(each);
}

/**
 * The rows. Above `virtualizeFrom` rows only those in view (and a few around) are in the DOM, between two spacer
 * rows. Arrow Up and Down, Home and End move between rows; Enter opens the focused row.
 */
export function DataTableBody<T extends RowData>({
  table,
  scrollElement,
  virtualizeFrom,
  rowHeight,
  stickyLeft,
  leading,
  onOpenRow,
}: {
  table: DataTableModel<T>;
  scrollElement: HTMLDivElement | null;
  virtualizeFrom: number;
  /** Each row's height in pixels, from the table density (`--row-height`). */
  rowHeight: number;
  /** Where the first column sticks, right of the fixed cells. */
  stickyLeft: number;
  leading(row: DataTableRow<T>, index: number): ReactNode;
  onOpenRow?(row: T): void;
}) {
  const rows = table.getRowModel().rows;
  const [focused, setFocused] = useState(0);
  const virtual = rows.length > virtualizeFrom;
  // Stable while the rows and the height stay: the virtualizer measures every row again when either changes.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
    enabled: virtual,
    initialRect: { width: 1024, height: 600 },
  });
  // A density change moves every row: the virtualizer forgets the old heights before the frame is painted.
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * rowHeight, end: (index + 1) * rowHeight }));
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = table.getVisibleLeafColumns().length + 3;
  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocused(next);
    if (virtual) virtualizer.scrollToIndex(next);
    requestAnimationFrame(() => scrollElement?.querySelector<HTMLElement>(`[data-row-index="${next}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: DataTableRow<T>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key] ?? index);
    } else if (event.key === 'Enter' && onOpenRow) {
      event.preventDefault();
      onOpenRow(row.original);
    }
  };
  return (
    <tbody onMouseOver={showWholeText} onFocus={showWholeText}>
      {before > 0 ? (
        <tr className="data-table-spacer" style={{ height: before }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {items.map(({ index }) => {
        const row = rows[index];
        if (!row) return null;
        return (
          <tr
            key={row.id}
            data-row-index={index}
            tabIndex={index === focused ? 0 : -1}
            className={row.depth > 0 ? 'data-table-sub-row' : undefined}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => onKeyDown(event, index, row)}
          >
            {leading(row, index)}
            {row.getVisibleCells().map((cell, column) => (
              <td
                key={cell.id}
                className={cellClassName(cell.column.columnDef.meta as DataTableColumn<T>, column === 0)}
                style={{ width: cell.column.getSize(), left: column === 0 ? stickyLeft : undefined }}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        );
      })}
      {after > 0 ? (
        <tr className="data-table-spacer" style={{ height: after }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </tbody>
  );
}
