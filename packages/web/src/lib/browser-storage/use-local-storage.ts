import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './browser-storage.ts';

/**
 * State kept in local storage under `key`, so it survives a reload, and followed when another tab of the app
 * changes it (the browser's `storage` event), so a language chosen in one tab is spoken in every open one. A
 * missing, unreadable or invalid stored value gives `fallback`.
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
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      // A null key is the other tab clearing the whole storage.
      if (event.storageArea !== window.localStorage || (event.key !== null && event.key !== key)) return;
      const stored = readStored('local', key);
      setValue(isValid(stored) ? stored : fallback);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [key, fallback, isValid]);
  const store = useCallback(
    (next: T) => {
      setValue(next);
      writeStored('local', key, next);
    },
    [key],
  );
  return [value, store];
}
