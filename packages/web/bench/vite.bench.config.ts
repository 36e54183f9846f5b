// Builds the benchmark fixture pages in this folder (never part of the app's build): `vite build -c bench/vite.bench.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      {
        find: /^@ops\/locales$/,
        replacement: fileURLToPath(new URL('../../../locales/src/browser.ts', import.meta.url)),
      },
    ],
  },
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        'table-scroll': fileURLToPath(new URL('table-scroll.html', import.meta.url)),
        'list-keys': fileURLToPath(new URL('list-keys.html', import.meta.url)),
      },
    },
  },
});
