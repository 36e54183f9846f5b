import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What a signed-in user's first screen loads lazily: the signed-in shell, the merchant selection's machines, the
 * clients' route plans, TanStack Query and Home (the first screen of `/`). Keep it in step with `app/app.tsx` and
 * `app/routing/screen-routes.tsx`; `tests/bench/web-start.bench.ts` counts the scripts loaded before Home's figures.
 */
const firstScreenRoots = [
  'app/signed-in-app.tsx',
  'lib/merchant-selection/merchant-selection-actors.tsx',
  'app/api/unchecked-route-calls.ts',
  'app/screen-queries.tsx',
  'screens/home/home-screen.tsx',
].map((path) => fileURLToPath(new URL(`src/${path}`, import.meta.url)));

/**
 * A signed-in user's way to Home's figures in one round of requests (issue 32: it was 70 modules of about 1 kB each
 * in four rounds). Chunks: the first paint's code (what the entry imports statically) in `start`, the first
 * screen's lazy code with what it imports in `first-screen`; every other module is split as the bundler chooses.
 * The first screen's chunks are preloaded from the HTML (`<link rel="modulepreload">`), so they arrive beside the
 * entry's rather than once it has run and asked for them.
 */
export function firstScreen(): Plugin {
  return {
    name: 'ops-first-screen',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'], priority: 2 },
                // With its dependencies (the group's default), as far as no group above took them.
                { name: (id: string) => (firstScreenRoots.includes(id) ? 'first-screen' : null), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const preloaded = new Set<string>();
        const add = (fileName: string) => {
          if (preloaded.has(fileName) || html.includes(`/${fileName}"`)) return;
          preloaded.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          const isRoot = (id: string | null) => id !== null && firstScreenRoots.includes(id);
          if (isRoot(chunk.facadeModuleId) || chunk.moduleIds.some(isRoot)) add(chunk.fileName);
        }
        return [...preloaded].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
