// Switching the table density or the theme redraws the shared data table with 10,000 virtualised rows (the
// fixture of packages/web/bench/) in headless Chromium. Density: Compact and Comfortable chosen in the table's menu,
// as a user does; theme: `<html data-theme>` toggled between light and dark, as the user menu does. Every frame
// from the choice until the page is quiet again is timed. Budget (issue 14): no frame over 50 ms.
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './bench-browser.ts';
import { percentile } from './percentile.ts';
import { report } from './report.ts';
import { serveTableFixturePages } from './table-fixture-page.ts';

const frameBudgetMs = 50;
const switches = 10;
/** Frames timed after each switch: the redraw and the quiet after it. */
const framesAfter = 20;

/** Starts timing every frame (requestAnimationFrame to requestAnimationFrame) in the page. */
const startFrames = (page: Page) =>
  page.evaluate(`(() => {
    window.benchFrames = [];
    let last = performance.now();
    const tick = (now) => {
      window.benchFrames.push(now - last);
      last = now;
      if (window.benchFrames.length < ${framesAfter}) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);

/** The frames timed since `startFrames`, once it has timed them all. */
const collectFrames = async (page: Page): Promise<number[]> => {
  await page.waitForFunction(`window.benchFrames.length >= ${framesAfter}`);
  return (await page.evaluate('window.benchFrames')) as number[];
};

async function switchDensity(page: Page, to: 'Compact' | 'Comfortable'): Promise<number[]> {
  await page.getByRole('button', { name: 'Columns' }).click();
  const option = page.getByRole('menuitemradio', { name: to });
  await option.waitFor();
  await startFrames(page);
  // The click event straight on the item, so Playwright's own checks before a click take no time in the frames.
  await option.evaluate((item: HTMLElement) => item.click());
  const frames = await collectFrames(page);
  await page.keyboard.press('Escape');
  const rowHeight = to === 'Compact' ? 36 : 44;
  const measured = await page
    .locator('tbody tr:not(.data-table-spacer)')
    .first()
    .evaluate((row) => row.getBoundingClientRect().height);
  if (measured !== rowHeight) throw new Error(`a ${to} row is ${measured} px high, not ${rowHeight}`);
  return frames;
}

async function switchTheme(page: Page, to: 'light' | 'dark'): Promise<number[]> {
  await startFrames(page);
  await page.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
  }, to);
  return collectFrames(page);
}

const pages = await serveTableFixturePages();
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(pages.url('table-scroll.html'));
  await page.getByRole('cell', { name: 'Person 1', exact: true }).waitFor();
  // Halfway down, so the rows on view are virtual ones far from the first.
  await page.locator('.data-table-scroll').evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight / 2;
  });
  const density: number[] = [];
  const theme: number[] = [];
  for (let run = 0; run < switches; run += 1) {
    density.push(...(await switchDensity(page, run % 2 === 0 ? 'Comfortable' : 'Compact')));
    theme.push(...(await switchTheme(page, run % 2 === 0 ? 'dark' : 'light')));
  }
  density.sort((a, b) => a - b);
  theme.sort((a, b) => a - b);
  report(`Data table: density and theme switches over 10,000 virtualised rows (${switches} each)`, [
    { name: 'density switch: median frame', value: percentile(density, 0.5), unit: 'ms' },
    { name: 'density switch: longest frame', value: density.at(-1) ?? Number.NaN, unit: 'ms', budget: frameBudgetMs },
    { name: 'theme switch: median frame', value: percentile(theme, 0.5), unit: 'ms' },
    { name: 'theme switch: longest frame', value: theme.at(-1) ?? Number.NaN, unit: 'ms', budget: frameBudgetMs },
  ]);
} finally {
  await browser.close();
  pages.close();
}
