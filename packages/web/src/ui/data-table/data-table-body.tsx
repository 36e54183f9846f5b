import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type MouseEvent, type ReactNode, useCallback, useLayoutEffect, useState } from 'react';
import { cellClassName } from './cell-class-name.ts';
import type { DataTableColumn, TableSelection } from './data-table-types.ts';
import type { DataTableModel, DataTableRow } from './table-model.ts';
import { useListKeys } from './use-list-keys.ts';

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

/** The selection as the rows' keys see it (`useListKeys` and each row's `aria-selected`). */
export interface BodySelection {
  value: TableSelection;
  onChange(next: TableSelection): void;
  /** The selectable rows of the page. */
  pageKeys: readonly string[];
  isSelected(key: string): boolean;
  canSelect(row: unknown): boolean;
}

/**
 * The rows. Above `virtualizeFrom` rows only those in view (and a few around) are in the DOM, between two spacer
 * rows. The list's keys (`use-list-keys.ts`): j, k and the arrows move the focus (one row at a time, focused and
 * scrolled into view, virtualised or not), x selects, Shift extends, Enter opens, Ctrl+Enter (Cmd on a Mac) opens
 * in a new tab, Escape clears, `/` goes to the query, `?` shows the keys.
 */
export function DataTableBody<T extends RowData>({
  table,
  scrollElement,
  virtualizeFrom,
  rowHeight,
  stickyLeft,
  leading,
  onOpenRow,
  rowHref,
  selection,
  onShowKeys,
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
  /** The row's own address: Ctrl+Enter (Cmd+Enter on a Mac) opens it in a new tab. */
  rowHref?(row: T): string;
  selection?: BodySelection | undefined;
  onShowKeys(): void;
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
    const rowElement = () => scrollElement?.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
    const present = rowElement();
    // A row in the DOM takes the focus now (the browser scrolls it into view); one the virtualizer has yet to draw
    // takes it in the next frame.
    if (present) present.focus();
    else requestAnimationFrame(() => rowElement()?.focus());
  };
  const rowKeys = rows.map((row) =>
    selection && row.depth === 0 && selection.canSelect(row.original) ? row.id : undefined,
  );
  useListKeys({
    container: scrollElement?.closest('.data-table') ?? null,
    rowCount: rows.length,
    focused,
    focusRow,
    rowKeys,
    selection,
    pageKeys: selection?.pageKeys ?? [],
    open: onOpenRow ? (index) => onOpenRow((rows[index] as DataTableRow<T>).original) : undefined,
    openInNewTab: rowHref
      ? (index) => window.open(rowHref((rows[index] as DataTableRow<T>).original), '_blank', 'noopener')
      : undefined,
    showKeys: onShowKeys,
  });
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
            aria-selected={rowKeys[index] === undefined ? undefined : selection?.isSelected(row.id)}
            className={row.depth > 0 ? 'data-table-sub-row' : undefined}
            onFocus={() => setFocused(index)}
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
