import en from './en/index.js';
import type { BaseTranslation } from './i18n-types.js';

/**
 * The English the browser app starts with, and how it gets the rest (see `browser.ts`). Here, as the dev server,
 * the component tests and the cli see it: the whole dictionary at once, nothing later. The web's production
 * build swaps this module for one made at build time (`packages/web/vite-browser-dictionaries.ts`): the texts of
 * the app's first screens (the shell, Home, the merchant selection, the shared components) and every screen's
 * title at start, each screen's own areas loaded later.
 */
export const englishAtStart: BaseTranslation = en;

/** Completes `englishAtStart`'s areas in place; nothing is left to load here. */
export async function loadEnglishLater(): Promise<void> {}
