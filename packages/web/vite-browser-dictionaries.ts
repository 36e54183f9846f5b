import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

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
 * The English areas the app's first screens show (the shell and its header, the merchant selection,
 * Home, the design system's parts, core's errors and money): loaded with the app. Every other area is a screen's
 * own: only its screens' titles (the sidebar, the page titles) load with the app, the rest once the first screen
 * has its data, or with the first screen that needs it (`lib/i18n/with-whole-dictionary.ts`).
 */
export const englishAreasAtStart = [
  'shell',
  'money',
  'status',
  'errors',
  'validation',
  'dates',
  'lists',
  'table',
  'modal',
  'components',
  'merchants',
  'pwa',
  'balances',
] as const;

type Texts = { [key: string]: string | Texts };

/** A screen's area as the app starts with it: its title and its parts' titles. */
function titlesOf(area: Texts): Texts {
  const titles: Texts = {};
  for (const [key, value] of Object.entries(area)) {
    if (key === 'title') titles[key] = value;
    else if (typeof value === 'object' && typeof value.title === 'string') titles[key] = { title: value.title };
  }
  return titles;
}

/** English split in two, made in Node from `locales/src/en/index.ts` (loaded through Vite, as the build does). */
async function splitEnglish(): Promise<{ atStart: Texts; later: Texts }> {
  const { module } = await runnerImport<{ default: Texts }>(`${localesSource}en/index.ts`, {
    configFile: false,
    logLevel: 'error',
  });
  const outside = new Set<string>(areasOutsideTheApp.map(([, area]) => area));
  const atStartAreas = new Set<string>(englishAreasAtStart);
  const atStart: Texts = {};
  const later: Texts = {};
  for (const [name, area] of Object.entries(module.default)) {
    if (outside.has(name) || typeof area === 'string') continue;
    if (atStartAreas.has(name)) {
      atStart[name] = area;
    } else {
      atStart[name] = titlesOf(area);
      later[name] = area;
    }
  }
  return { atStart, later };
}

const englishAtStartModule = '\0ops-english-at-start';
const englishLaterModule = '\0ops-english-later';

/**
 * Leaves those texts out of the app's dictionaries (English loads before the first paint): each such area's
 * module (`locales/src/{en,nl}/cli.ts`, `hosted-page.ts`) becomes an empty area. Nothing in the browser reads them; a
 * component that did would find the area empty in its tests, which run with this same config.
 *
 * The production build also swaps `locales/src/english-at-start.ts` (the whole of English at once) for English in
 * two parts (`englishAreasAtStart`), so the app's first screen waits for none of the other screens' texts. The
 * dev server and the component tests keep the whole dictionary at once.
 */
export function browserDictionaries(): Plugin {
  const leftOut = new Map(
    ['en', 'nl'].flatMap((locale) =>
      areasOutsideTheApp.map(([file, area]) => [`${localesSource}${locale}/${file}.ts`, area]),
    ),
  );
  let building = false;
  let english: Promise<{ atStart: Texts; later: Texts }> | undefined;
  return {
    name: 'ops-browser-dictionaries',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!building) return null;
      if (importer === `${localesSource}browser.ts` && source === './english-at-start.js') return englishAtStartModule;
      if (importer === englishAtStartModule && source === englishLaterModule) return englishLaterModule;
      return null;
    },
    async load(id) {
      if (id === englishAtStartModule) {
        english ??= splitEnglish();
        const { atStart } = await english;
        return `export const englishAtStart = ${JSON.stringify(atStart)};
export async function loadEnglishLater() {
  const { englishLater } = await import(${JSON.stringify(englishLaterModule)});
  for (const [area, texts] of Object.entries(englishLater)) Object.assign(englishAtStart[area], texts);
}
`;
      }
      if (id === englishLaterModule) {
        english ??= splitEnglish();
        return `export const englishLater = ${JSON.stringify((await english).later)};\n`;
      }
      const area = leftOut.get(id);
      return area === undefined ? undefined : `export const ${area} = {};`;
    },
  };
}
