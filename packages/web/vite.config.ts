import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { browserDictionaries } from './vite-browser-dictionaries.ts';
import { firstScreen } from './vite-first-screen.ts';
import { flagAssets } from './vite-flag-assets.ts';
import { precompress } from './vite-precompress.ts';
import { radixSelectStyle } from './vite-radix-select-style.ts';
import { reactOnly } from './vite-react-only.ts';
import { routePlans } from './vite-route-plans.ts';

/**
 * Component test files that need modules of their own, untouched by the files before them: a part whose code must
 * not have loaded yet (`app/lazy-header-tools.isolated.test.tsx`). `vitest.isolated.config.ts` runs them.
 */
export const isolatedTests = 'src/**/*.isolated.test.{ts,tsx}';

const platformUrl = process.env.OPS_PLATFORM_URL ?? 'http://localhost:8080';

/** Served by the platform itself: the service worker never answers them with the app shell, nor caches them. */
const platformPaths = [/^\/api\//, /^\/oidc\//, /^\/sandbox\//, /^\/openapi\.json$/, /^\/app-config\.json$/];

export default defineConfig({
  resolve: {
    // English loads with the app and Dutch only when chosen, here and in core (see locales/src/browser.ts).
    alias: [
      { find: /^@ops\/locales$/, replacement: fileURLToPath(new URL('../../locales/src/browser.ts', import.meta.url)) },
      // Radix's scroll lock injects a <style> element the CSP refuses: ours locks with a class (see the file).
      {
        find: /^react-remove-scroll$/,
        replacement: fileURLToPath(new URL('./src/ui/scroll-lock/remove-scroll.tsx', import.meta.url)),
      },
    ],
  },
  plugins: [
    // JSX for React's automatic runtime, and fast refresh of components in the dev server.
    react(),
    reactOnly(),
    radixSelectStyle(),
    routePlans(),
    browserDictionaries(),
    flagAssets(),
    firstScreen(),
    VitePWA({
      // Registered by the app itself (virtual:pwa-register/react), which asks before switching versions.
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Ops Console',
        short_name: 'Ops',
        description: 'The back-office of the marketplace payments and payouts platform',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f4f6f9',
        theme_color: '#17203a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell only: built files are precached; API answers are never cached (no runtime caching at all).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Flags load as currencies show; precaching all 271 would cost megabytes. heic-to (3 MB) loads only
        // when a HEIC image is previewed or viewed, rarely enough to fetch it then.
        globIgnores: ['flags/**', 'assets/heic-to-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: platformPaths,
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      // Dependencies marked "use client" for React Server Components; this app renders only in the browser.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': platformUrl,
      '/oidc': platformUrl,
      '/sandbox': platformUrl,
      '/healthz': platformUrl,
      '/app-config.json': platformUrl,
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    exclude: [...configDefaults.exclude, isolatedTests],
    setupFiles: ['src/test-setup.ts'],
    // Files share a worker's page and modules (React, Radix, core, the screens): set up once per worker, not per
    // file. Back to back on one shared 2-core machine, 199 s isolated and 47 s shared (124 and 27 s of CPU). Safe
    // while every module's state that outlives React's tree is put back after each test (src/test-setup.ts) and no
    // test leaves a global changed (a stub, fake timers, a property on a prototype) unrestored: CONTEXT.md's rule.
    isolate: false,
  },
});
