import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import type { DataTableModel, DataTableRow } from './table-model.ts';

const rowHeight = 37;

/**
 * The rows. Above `virtualizeFrom` rows only those in view (and a few around) are in the DOM, between two spacer
 * rows. Arrow Up and Down, Home and End move between rows; Enter opens the focused row.
 */
export function DataTableBody<T extends RowData>({
  table,
  scrollElement,
  virtualizeFrom,
  leading,
  onOpenRow,
}: {
  table: DataTableModel<T>;
  scrollElement: HTMLDivElement | null;
  virtualizeFrom: number;
  leading(row: DataTableRow<T>, index: number): ReactNode;
  onOpenRow?(row: T): void;
}) {
  const rows = table.getRowModel().rows;
  const [focused, setFocused] = useState(0);
  const virtual = rows.length > virtualizeFrom;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
    enabled: virtual,
    initialRect: { width: 1024, height: 600 },
  });
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
    <tbody>
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
            aria-level={row.depth + 1}
            className={row.depth > 0 ? 'data-table-sub-row' : undefined}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => onKeyDown(event, index, row)}
          >
            {leading(row, index)}
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} style={{ width: cell.column.getSize() }}>
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
