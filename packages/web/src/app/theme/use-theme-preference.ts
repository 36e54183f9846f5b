import { useSyncExternalStore } from 'react';
import { setThemePreference, storedThemePreference, subscribeThemePreference } from './theme-preference.ts';

/** The theme preference and its setter, for the user menu. */
export function useThemePreference() {
  const preference = useSyncExternalStore(subscribeThemePreference, storedThemePreference);
  return [preference, setThemePreference] as const;
}
