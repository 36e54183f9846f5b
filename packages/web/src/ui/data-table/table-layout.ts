import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage/browser-storage.ts';

/** Never fewer columns than this stay visible. */
export const minimumVisibleColumns = 3;

/** What the user chose for a table's columns: their order, the hidden ones and widths in pixels. */
export interface TableLayout {
  order: readonly string[];
  hidden: readonly string[];
  sizes: Readonly<Record<string, number>>;
}

const storageKey = (tableId: string) => `ops.table.${tableId}`;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The stored layout fitted to today's columns: unknown ids dropped, new columns appended where they are. */
export function fitLayout(stored: unknown, columnIds: readonly string[]): TableLayout {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const known = (ids: unknown) => (isStringList(ids) ? ids.filter((id) => columnIds.includes(id)) : []);
  const order = known(value.order);
  const hidden = known(value.hidden);
  const sizes: Record<string, number> = {};
  if (typeof value.sizes === 'object' && value.sizes !== null) {
    for (const [id, size] of Object.entries(value.sizes)) {
      if (columnIds.includes(id) && typeof size === 'number' && Number.isFinite(size) && size > 0) sizes[id] = size;
    }
  }
  return {
    order: [...order, ...columnIds.filter((id) => !order.includes(id))],
    hidden: columnIds.length - hidden.length < minimumVisibleColumns ? [] : hidden,
    sizes,
  };
}

/** Shows or hides a column; hiding is refused when it would leave fewer than 3 visible. */
export function withColumnShown(layout: TableLayout, id: string, shown: boolean, columnCount: number): TableLayout {
  if (shown) return { ...layout, hidden: layout.hidden.filter((hiddenId) => hiddenId !== id) };
  if (layout.hidden.includes(id) || columnCount - layout.hidden.length <= minimumVisibleColumns) return layout;
  return { ...layout, hidden: [...layout.hidden, id] };
}

/** Moves a column to `to`'s place in the order. */
export function withColumnMoved(layout: TableLayout, id: string, to: string): TableLayout {
  const order = layout.order.filter((other) => other !== id);
  const index = order.indexOf(to);
  if (index < 0 || id === to) return layout;
  const after = layout.order.indexOf(id) < layout.order.indexOf(to);
  order.splice(after ? index + 1 : index, 0, id);
  return { ...layout, order };
}

const layoutListeners = new Map<string, Set<() => void>>();

/** The layout stored for a table, fitted to its columns (a saved view reads it). */
export function readTableLayout(tableId: string, columnIds: readonly string[]): TableLayout {
  return fitLayout(readStored('local', storageKey(tableId)), columnIds);
}

/** Stores a table's layout and redraws the table on view with it (a saved view applied from outside the table). */
export function storeTableLayout(tableId: string, layout: TableLayout): void {
  writeStored('local', storageKey(tableId), layout);
  for (const listener of layoutListeners.get(tableId) ?? []) listener();
}

/** Calls `listener` whenever the table's stored layout changes; returns the unsubscription. */
export function subscribeTableLayout(tableId: string, listener: () => void): () => void {
  const listeners = layoutListeners.get(tableId) ?? new Set();
  layoutListeners.set(tableId, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The table's layout, kept in local storage per table id (and followed when a saved view stores another); `reset`
 * goes back to the columns as designed.
 */
export function useTableLayout(
  tableId: string,
  columnIds: readonly string[],
): { layout: TableLayout; change(next: TableLayout): void; reset(): void } {
  const [layout, setLayout] = useState(() => readTableLayout(tableId, columnIds));
  const ids = columnIds.join(' ');
  useEffect(() => {
    const read = () => setLayout(readTableLayout(tableId, ids.split(' ')));
    const unsubscribe = subscribeTableLayout(tableId, read);
    // A layout stored between the first drawing and now (a saved view applied by an effect drawn before the table).
    read();
    return unsubscribe;
  }, [tableId, ids]);
  const change = useCallback((next: TableLayout) => storeTableLayout(tableId, next), [tableId]);
  const reset = useCallback(() => change(fitLayout(undefined, columnIds)), [change, columnIds]);
  return { layout, change, reset };
}
