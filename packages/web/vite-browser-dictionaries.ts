import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const localesSource = fileURLToPath(new URL('../../locales/src/', import.meta.url));
/**
 * The areas of the dictionaries the browser app never shows, by file and area: the `ops` CLI's texts, and the
 * hosted onboarding page the platform renders itself.
 */
const areasOutsideTheApp = [
  ['cli', 'cli'],
  ['hosted-page', 'hostedPage'],
] as const;

/**
 * Leaves those texts out of the app's dictionaries (English loads before the first paint): each such area's
 * module (`locales/src/{en,nl}/cli.ts`, `hosted-page.ts`) becomes an empty area. Nothing in the browser reads them; a
 * component that did would find the area empty in its tests, which run with this same config.
 */
export function browserDictionaries(): Plugin {
  const leftOut = new Map(
    ['en', 'nl'].flatMap((locale) =>
      areasOutsideTheApp.map(([file, area]) => [`${localesSource}${locale}/${file}.ts`, area]),
    ),
  );
  return {
    name: 'ops-browser-dictionaries',
    enforce: 'pre',
    load(id) {
      const area = leftOut.get(id);
      return area === undefined ? undefined : `export const ${area} = {};`;
    },
  };
}
