import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { preactAliases, preactForReact } from './preact-aliases.ts';
import { browserDictionaries } from './vite-browser-dictionaries.ts';
import { flagAssets } from './vite-flag-assets.ts';

const platformUrl = process.env.OPS_PLATFORM_URL ?? 'http://localhost:8080';

/** Served by the platform itself: the service worker never answers them with the app shell, nor caches them. */
const platformPaths = [/^\/api\//, /^\/oidc\//, /^\/sandbox\//, /^\/openapi\.json$/, /^\/app-config\.json$/];

export default defineConfig({
  resolve: {
    // English loads with the app and Dutch only when chosen, here and in core (see locales/src/browser.ts).
    alias: [
      { find: /^@ops\/locales$/, replacement: fileURLToPath(new URL('../../locales/src/browser.ts', import.meta.url)) },
      // React's modules are Preact's (see preact-aliases.ts).
      ...preactAliases,
    ],
  },
  // JSX compiles for React's automatic runtime, which the aliases above make Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    // Hot reload of components in the dev server, the Preact way (not in the component tests, which never reload).
    process.env.VITEST ? null : await prefresh(),
    browserDictionaries(),
    flagAssets(),
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
  ],
  build: {
    rolldownOptions: {
      // Dependencies marked "use client" for React Server Components; this app renders only in the browser.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // Preact and what stands in for React, pre-bundled together in the dev server: one Preact for the app and for
  // prefresh's hot reload.
  optimizeDeps: { include: ['preact', 'preact/hooks', ...new Set(Object.values(preactForReact))] },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-preact.ts', 'src/test-setup.ts'],
  },
});
