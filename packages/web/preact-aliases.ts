/**
 * The app is written against React's API and runs on Preact's compatibility layer: about 55 kB (gzipped) less
 * on every first load. These are the React modules and what stands in for each, for the build, the dev server and
 * the benchmark fixtures (`preactAliases` in `vite.config.ts` and `bench/vite.bench.config.ts`) and for the
 * component tests (`src/test-preact.ts`), so the tests run what ships.
 */
export const preactForReact: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** The same as Vite aliases: each React module exactly, never a path that merely starts with its name. */
export const preactAliases = Object.entries(preactForReact).map(([react, preact]) => ({
  find: new RegExp(`^${react}$`),
  replacement: preact,
}));
