import { useCallback, useState } from 'react';

function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    // Blocked storage or a value another version wrote: the fallback keeps the app usable.
    return fallback;
  }
}

/**
 * State kept in local storage under `key`, so it survives a reload. A missing, unreadable or invalid stored value
 * gives `fallback`.
 */
export function useLocalStorage<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => readStored(key, fallback, isValid));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Full or blocked storage: the choice still holds for this visit.
      }
    },
    [key],
  );
  return [value, store];
}
