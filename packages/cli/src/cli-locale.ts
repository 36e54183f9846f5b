import { i18nObject, type Locales, type TranslationFunctions } from '@ops/locales';

/** OPS_LANG first; else Dutch when the system locale is Dutch (LC_ALL, LC_MESSAGES, LANG); else English. */
export function cliLocale(env: NodeJS.ProcessEnv): Locales {
  const chosen = env.OPS_LANG?.trim().toLowerCase();
  if (chosen === 'nl' || chosen === 'en') return chosen;
  const system = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^nl([_.-]|$)/i.test(system) ? 'nl' : 'en';
}

export function translationsFor(locale: Locales): TranslationFunctions {
  return i18nObject(locale);
}
