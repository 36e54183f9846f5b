import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const localesSource = fileURLToPath(new URL('../../locales/src/', import.meta.url));
/** The areas of the dictionaries that only the terminal shows: the `ops` CLI's texts. */
const terminalAreas = ['cli'];

/**
 * Leaves the CLI's texts out of the app's dictionaries (English loads before the first paint): each terminal
 * area's module (`locales/src/{en,nl}/cli.ts`) becomes an empty area. Nothing in the browser reads them; a
 * component that did would find the area empty in its tests, which run with this same config.
 */
export function browserDictionaries(): Plugin {
  const leftOut = new Map(
    ['en', 'nl'].flatMap((locale) => terminalAreas.map((area) => [`${localesSource}${locale}/${area}.ts`, area])),
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
