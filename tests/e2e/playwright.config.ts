import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// run.mjs picks a free port and a Chromium and passes them here.
const port = Number(process.env.OPS_E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL('../..', import.meta.url));
/** The address the Unauthorised screen's contact-support mail goes to (auth.spec.ts checks it). */
const supportEmail = 'ops-support@sandbox.test';

export default defineConfig({
  testDir: '.',
  // run.mjs --shuffle runs the shuffled copies alone; otherwise a leftover copy is never run twice.
  testMatch: process.env.OPS_E2E_TEST_MATCH ?? '*.spec.ts',
  testIgnore: process.env.OPS_E2E_TEST_MATCH ? [] : 'shuffled-*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  // Two Chromiums, the platform and Playwright share CI's 2 cores: a first screen after sign-in has taken more
  // than 5 s to show there. Waits end as soon as the page is right, so a passing run is no slower.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    // Two thirds of the suite's Chromium time went to what no spec looks at (issue 37): skeletons' and spinners'
    // animations, and every test's fresh context installing the service worker and downloading its 2.2 MB precache.
    // The app honours reduced motion; shell.spec.ts installs the service worker where it tests it.
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      // The background-networking flags stop Chromium from calling home, which floods a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'pnpm --silent --filter @ops/platform start',
    cwd: root,
    // The identity provider's redirect URIs and the app's Content-Security-Policy name this exact origin.
    // OPS_TRUST_PROXY: a seller's phone comes from an address of its own (`X-Forwarded-For`, hosted-onboarding.spec),
    // as real sellers do, so the sign-in limits' count per address is the spec's own, not the whole suite's.
    env: { PORT: String(port), OPS_PUBLIC_URL: baseURL, OPS_SUPPORT_EMAIL: supportEmail, OPS_TRUST_PROXY: '1' },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
