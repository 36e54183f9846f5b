import type { Locales, TranslationFunctions } from '@ops/locales';
import { createContext, useContext } from 'react';

export interface I18n {
  locale: Locales;
  setLocale: (locale: Locales) => void;
  t: TranslationFunctions;
}

/** Given by `I18nProvider` (i18n-provider.tsx, mounted by the app), read by every layer through `useI18n()`. */
export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider above it');
  return i18n;
}
