import { baseLocale } from '@ops/locales';
import { loadLocale } from '@ops/locales/browser';

/**
 * A lazily loaded part's code together with the rest of the English dictionary: the app starts with only the
 * texts its first screens show (`vite-browser-dictionaries.ts`), so a part with texts of its own waits for both,
 * fetched side by side.
 */
export function withWholeDictionary<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLocale(baseLocale)]).then(([loaded]) => loaded);
}
