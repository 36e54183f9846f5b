/**
 * The app is written against React's API and runs on Preact's compatibility layer: about 55 kB (gzipped) less
 * on every first load. These are the React modules and what stands in for each, for the build and dev server
 * (`vite.config.ts`) and for the component tests (`src/test-preact.ts`), so the tests run what ships.
 */
export const preactForReact: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
