// The shared data table (packages/web/src/ui/data-table) with 10,000 synthetic rows in headless Chromium: scroll
// from the top to the bottom, one step a frame, and report the longest frame. Budget (issue 6): no frame over 50 ms.
// The page is a fixture built from packages/web/bench/ (never part of the app's build).
import { launchBenchChromium } from './bench-browser.ts';
import { report } from './report.ts';
import { serveTableFixturePages } from './table-fixture-page.ts';

const frameBudgetMs = 50;
const steps = 600;

const pages = await serveTableFixturePages();
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(pages.url('table-scroll.html'));
  await page.getByRole('cell', { name: 'Person 1', exact: true }).waitFor();
  const result = await page.evaluate(async (stepCount) => {
    const scroller = document.querySelector<HTMLElement>('.data-table-scroll');
    if (!scroller) throw new Error('no scroll container');
    const step = (scroller.scrollHeight - scroller.clientHeight) / stepCount;
    const frames: number[] = [];
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    for (let index = 1; index <= stepCount; index++) {
      scroller.scrollTop = step * index;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = [...document.querySelectorAll('tbody tr:not(.data-table-spacer)')];
    const lastRow = rows.at(-1)?.textContent ?? '';
    return { longest: Math.max(...frames), mean: frames.reduce((a, b) => a + b, 0) / frames.length, lastRow };
  }, steps);
  if (!result.lastRow.includes('Person 10000')) throw new Error(`did not reach the last row: ${result.lastRow}`);
  report('Data table: scrolling 10,000 virtualised rows in headless Chromium', [
    { name: `mean frame over ${steps} scroll steps`, value: result.mean, unit: 'ms' },
    { name: 'longest frame', value: result.longest, unit: 'ms', budget: frameBudgetMs },
  ]);
} finally {
  await browser.close();
  pages.close();
}
