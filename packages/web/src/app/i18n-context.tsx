import { baseLocale, i18nObject, isLocale, type Locales, type TranslationFunctions } from '@ops/locales';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
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

/** The language chosen with the language selector, kept in local storage; English until one is chosen. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useLocalStorage(localeStorageKey, baseLocale, isStoredLocale);
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
