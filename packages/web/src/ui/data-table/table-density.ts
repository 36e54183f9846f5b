import { useSyncExternalStore } from 'react';

/** How tall a table's rows are: compact 36 px (the default) or comfortable 44 px (`--row-height`). */
export type TableDensity = 'compact' | 'comfortable';

export const tableDensities: readonly TableDensity[] = ['compact', 'comfortable'];

/** The one density every table shows, remembered in local storage as the bare word. */
export const tableDensityKey = 'ops.tableDensity';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered density; anything else (nothing stored, an unknown word, blocked storage) is compact. */
export function readTableDensity(): TableDensity {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(tableDensityKey);
  } catch {
    stored = undefined;
  }
  return stored === 'comfortable' ? 'comfortable' : 'compact';
}

/** Remembers the density and redraws every table on view with it. */
export function setTableDensity(density: TableDensity): void {
  try {
    storage()?.setItem(tableDensityKey, density);
  } catch {
    // Full or blocked storage: the density still holds until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === tableDensityKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The density every table shows, following the column menu's choice (here and in other tabs). */
export function useTableDensity(): TableDensity {
  return useSyncExternalStore(subscribe, readTableDensity, () => 'compact');
}
