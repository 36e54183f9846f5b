// The web app's start-up as an ops user feels it: `/` with a merchant and division selected, in headless Chromium
// over a throttled link (Chrome DevTools protocol: 40 ms latency, 10 Mbit/s down, 5 Mbit/s up, CPU not
// throttled), against the platform serving a production build made for this run, signed in with a real token.
// The end point is Home's balances drawn (the first balance card's figures in the page).
// - JavaScript over the wire: the compressed bytes of every script the browser received (Resource Timing's
//   encodedBodySize, so brotli or gzip as the platform sent it) before the app's first contentful paint, and
//   before the balances were drawn, on a cold load.
// - Cold load: a new browser profile (empty HTTP cache, no service worker), navigation start to balances drawn.
// - Warm start: the installed app (its service worker has precached the build; the HTTP cache is filled), a new
//   window opened on `/`, navigation start to balances drawn.
// Budgets (issue 13): 110 kB of JavaScript for the first paint, 150 kB until the balances; cold load 1.5 s and
// warm start 600 ms, medians of 5.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedDatabase } from '../../packages/platform/src/seed/seed-database.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { demoScope, launchBenchChromium, opsEmail, webSessionOf } from './bench-browser.ts';
import { median } from './percentile.ts';
import { report } from './report.ts';
import { buildWebApp } from './web-build.ts';

const runs = 5;
const throttling = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1_000_000) / 8,
  uploadThroughput: (5 * 1_000_000) / 8,
};
const balancesDrawn = 'section[aria-labelledby="home-balances"] dl dd';

/** Before any of the page's scripts: note the moment the balances are in the page. */
const watchForBalances = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(balancesDrawn)})) return;
    observer.disconnect();
    window.opsBalancesDrawnAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

interface StartUp {
  /** Milliseconds from navigation start. */
  balancesDrawnAt: number;
  firstContentfulPaintAt: number;
  scriptBytesBeforePaint: number;
  scriptBytesBeforeBalances: number;
}

/** Read in the page, as a string, so the bundler that runs this file adds no helpers the page lacks. */
const readStartUp = `(() => {
  const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname));
  const bytesBefore = (moment) =>
    scripts.filter((entry) => entry.responseEnd <= moment).reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  return {
    balancesDrawnAt: window.opsBalancesDrawnAt,
    firstContentfulPaintAt: paint ? paint.startTime : NaN,
    scriptBytesBeforePaint: paint ? bytesBefore(paint.startTime) : NaN,
    scriptBytesBeforeBalances: bytesBefore(window.opsBalancesDrawnAt),
  };
})()`;

async function throttled(context: BrowserContext, page: Page): Promise<void> {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', throttling);
}

async function startUp(page: Page, url: string): Promise<StartUp> {
  await page.goto(url);
  await page.waitForFunction(() => 'opsBalancesDrawnAt' in window, undefined, { timeout: 60_000 });
  return (await page.evaluate(readStartUp)) as StartUp;
}

async function signedInContext(browser: Browser, origin: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'ops.session', value: JSON.stringify(webSessionOf(token)) }] }],
    },
  });
  await context.addInitScript(watchForBalances);
  return context;
}

const web = buildWebApp('web-start-bench');
const platform = await startTestPlatform({ env: { OPS_WEB_DIST: web.dir, NODE_ENV: 'production' } });
const browser = await launchBenchChromium();
try {
  await seedDatabase(platform.database, 'small');
  const token = await platform.tokenFor(opsEmail);
  const home = `${platform.baseUrl}/?merchantCode=${demoScope.merchantCode}&divisionCode=${demoScope.divisionCode}`;

  const cold: StartUp[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await signedInContext(browser, platform.baseUrl, token);
    const page = await context.newPage();
    await throttled(context, page);
    cold.push(await startUp(page, home));
    await context.close();
  }

  // Installed: one visit lets the service worker precache the build, unthrottled, as it does in the background.
  const installed = await signedInContext(browser, platform.baseUrl, token);
  const firstVisit = await installed.newPage();
  await startUp(firstVisit, home);
  // Active once the whole build is precached; it controls the windows opened after that.
  await firstVisit.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await firstVisit.close();
  const warm: StartUp[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await installed.newPage();
    await throttled(installed, page);
    warm.push(await startUp(page, home));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error('the warm start was not served by the service worker');
    }
    await page.close();
  }
  await installed.close();

  const kB = (bytes: number) => bytes / 1000;
  report('Web app start-up in headless Chromium, throttled (40 ms, 10/5 Mbit/s), / to Home balances drawn', [
    {
      name: 'JavaScript over the wire until the first paint',
      value: kB(median(cold.map((run) => run.scriptBytesBeforePaint))),
      unit: 'kB',
      budget: 110,
    },
    {
      name: 'JavaScript over the wire until the balances are drawn',
      value: kB(median(cold.map((run) => run.scriptBytesBeforeBalances))),
      unit: 'kB',
      budget: 150,
    },
    {
      name: 'cold load: first contentful paint, median of 5',
      value: median(cold.map((run) => run.firstContentfulPaintAt)),
      unit: 'ms',
    },
    {
      name: 'cold load to the balances drawn, median of 5',
      value: median(cold.map((run) => run.balancesDrawnAt)),
      unit: 'ms',
      budget: 1_500,
    },
    {
      name: 'warm start to the balances drawn, median of 5',
      value: median(warm.map((run) => run.balancesDrawnAt)),
      unit: 'ms',
      budget: 600,
    },
  ]);
} finally {
  await browser.close();
  await platform.close();
  web.remove();
}
