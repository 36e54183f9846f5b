import { useCallback, useState } from 'react';
import { readStored, writeStored } from './browser-storage.ts';

/**
 * State kept in local storage under `key`, so it survives a reload. A missing, unreadable or invalid stored value
 * gives `fallback`.
 */
export function useLocalStorage<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState(() => {
    const stored = readStored('local', key);
    return isValid(stored) ? stored : fallback;
  });
  const store = useCallback(
    (next: T) => {
      setValue(next);
      writeStored('local', key, next);
    },
    [key],
  );
  return [value, store];
}
