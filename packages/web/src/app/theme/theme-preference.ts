import { readStored, writeStored } from '../../lib/browser-storage/browser-storage.ts';

/** What the user chose in the user menu: follow the system (the default), or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';

export const themePreferences: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Local storage key of the preference (JSON, like every stored value); public/theme-init.js reads it too. */
export const themeStorageKey = 'ops.theme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference);
}

export function storedThemePreference(): ThemePreference {
  const stored = readStored('local', themeStorageKey);
  return isThemePreference(stored) ? stored : 'system';
}

function systemScheme(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : undefined;
}

/** Sets `<html data-theme>` for a preference: 'system' reads the system's colour scheme now. */
function applyTheme(preference: ThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && systemScheme()?.matches === true);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function changed(): void {
  applyTheme(storedThemePreference());
  for (const listener of listeners) listener();
}

/** Remembers the preference and applies it at once. */
export function setThemePreference(preference: ThemePreference): void {
  writeStored('local', themeStorageKey, preference);
  changed();
}

/** Calls `listener` when the preference changes (here or in another tab); answers the unsubscribe. */
export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies the stored preference, then keeps `<html data-theme>` right while the app runs: 'system' follows the
 * system's colour scheme live, and a choice made in another tab applies here too. Answers the stop.
 */
export function followThemePreference(): () => void {
  applyTheme(storedThemePreference());
  const scheme = systemScheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) changed();
  };
  scheme?.addEventListener('change', changed);
  window.addEventListener('storage', onStorage);
  return () => {
    scheme?.removeEventListener('change', changed);
    window.removeEventListener('storage', onStorage);
  };
}
