import { baseLocale, i18nObject, isLocale, type Locales } from '@ops/locales';
import { isLocaleLoaded, loadLocale } from '@ops/locales/browser';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer } from 'react';
import { useLocalStorage } from '../browser-storage/use-local-storage.ts';
import { I18nContext } from './use-i18n.ts';

export const localeStorageKey = 'ops.locale';

function isStoredLocale(value: unknown): value is Locales {
  return typeof value === 'string' && isLocale(value);
}

/** Loads the dictionary of the language kept in local storage, so the first render speaks it. */
export async function loadStoredLocale(): Promise<void> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(localeStorageKey) ?? 'null');
    if (isStoredLocale(stored)) await loadLocale(stored);
  } catch {
    // Unreadable storage or a dictionary that failed to load: the app speaks English.
  }
}

/**
 * The language chosen with the language selector, kept in local storage; English until one is chosen. A newly
 * chosen language takes over once its dictionary has loaded, also when it was chosen in another tab.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [stored, store] = useLocalStorage(localeStorageKey, baseLocale, isStoredLocale);
  const [, dictionaryLoaded] = useReducer((count: number) => count + 1, 0);
  const locale = isLocaleLoaded(stored) ? stored : baseLocale;
  const setLocale = useCallback((next: Locales) => void loadLocale(next).then(() => store(next)), [store]);
  useEffect(() => {
    // Chosen in another tab: this tab has not loaded its dictionary yet, and speaks it once it has.
    if (!isLocaleLoaded(stored)) void loadLocale(stored).then(dictionaryLoaded, () => undefined);
  }, [stored]);
  const value = useMemo(() => ({ locale, setLocale, t: i18nObject(locale) }), [locale, setLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}
