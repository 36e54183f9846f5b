import { baseLocale, i18nObject, isLocale, type Locales, type TranslationFunctions } from '@ops/locales';
import { isLocaleLoaded, loadLocale } from '@ops/locales/browser';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useLocalStorage } from './use-local-storage.ts';

export const localeStorageKey = 'ops.locale';

export interface I18n {
  locale: Locales;
  setLocale: (locale: Locales) => void;
  t: TranslationFunctions;
}

const I18nContext = createContext<I18n | null>(null);

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
 * chosen language takes over once its dictionary has loaded.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [stored, store] = useLocalStorage(localeStorageKey, baseLocale, isStoredLocale);
  const locale = isLocaleLoaded(stored) ? stored : baseLocale;
  const setLocale = useCallback((next: Locales) => void loadLocale(next).then(() => store(next)), [store]);
  const value = useMemo(() => ({ locale, setLocale, t: i18nObject(locale) }), [locale, setLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider above it');
  return i18n;
}
