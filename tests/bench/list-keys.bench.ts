// The list's keys in the shared data table (packages/web/src/ui/data-table, `use-list-keys.ts`) in headless
// Chromium, measured from outside the app: a key dispatched to the page, and the time until its outcome is on the
// page and laid out (the focused row, or the selected rows' count), then until the next animation frame.
// Budgets (issue 31): a key in a list of 10,000 virtual rows to the focus drawn, p95 <= 16 ms; selecting 1,000 rows
// with Shift (one Shift+End from the first row of a list of 1,000) <= 100 ms.
// The page is a fixture built from packages/web/bench/ (never part of the app's build).
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './bench-browser.ts';
import { percentile } from './percentile.ts';
import { report } from './report.ts';
import { serveTableFixturePages } from './table-fixture-page.ts';

const focusBudgetMs = 16;
const selectBudgetMs = 100;
const presses = 300;

interface Timing {
  /** From the key's dispatch until its outcome is in the DOM and laid out. */
  laidOut: number;
  /** From the key's dispatch until the next animation frame (the frame that draws it, or the one after). */
  frame: number;
}

/**
 * Dispatches `key` on the focused element at the start of a frame and times it until `done()` holds (checked after
 * the handlers and React's microtasks, forcing a layout), and until the next animation frame.
 */
function pressTimed(page: Page, key: { key: string; shiftKey?: boolean }, done: string): Promise<Timing> {
  return page.evaluate(
    async ({ key, done }) => {
      const check = new Function(`return (${done})`) as () => boolean;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const target = document.activeElement ?? document.body;
      performance.mark('key');
      const start = performance.now();
      target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
      let laidOut = Number.NaN;
      for (let wait = 0; wait < 100; wait++) {
        await Promise.resolve();
        document.activeElement?.getBoundingClientRect();
        if (check()) {
          laidOut = performance.now() - start;
          break;
        }
        if (wait > 10) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
      performance.mark('drawn');
      return { laidOut, frame: performance.now() - start };
    },
    { key, done },
  );
}

const pages = await serveTableFixturePages();
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(pages.url('list-keys.html?rows=10000'));
  await page.getByRole('cell', { name: 'Person 1', exact: true }).waitFor();
  await page.locator('tbody tr[data-row-index="0"]').focus();
  const moves: Timing[] = [];
  for (let index = 1; index <= presses; index++) {
    const key = index <= presses / 2 ? 'j' : 'k';
    const expected = index <= presses / 2 ? index : presses - index;
    // Focused, and redrawn by React: the row's roving tabindex follows the focus in the same commit.
    const done = `document.activeElement?.getAttribute('data-row-index') === '${expected}' && document.activeElement.tabIndex === 0`;
    moves.push(await pressTimed(page, { key }, done));
  }
  if (moves.some((move) => Number.isNaN(move.laidOut))) throw new Error('a key did not move the focus');
  const endDone = `document.activeElement?.getAttribute('data-row-index') === '9999'`;
  const toEnd = await pressTimed(page, { key: 'End' }, endDone);

  await page.goto(pages.url('list-keys.html?rows=1000'));
  await page.getByRole('cell', { name: 'Person 1', exact: true }).waitFor();
  await page.locator('tbody tr[data-row-index="0"]').focus();
  const selectedDone = `/1[,.]?000 selected/.test(document.querySelector('.data-table-selection')?.textContent ?? '')`;
  const selectThousand = await pressTimed(page, { key: 'End', shiftKey: true }, selectedDone);
  if (Number.isNaN(selectThousand.laidOut)) throw new Error('Shift+End did not select 1,000 rows');

  const sorted = (values: number[]) => values.toSorted((a, b) => a - b);
  const laidOut = sorted(moves.map((move) => move.laidOut));
  const frames = sorted(moves.map((move) => move.frame));
  report('Data table keys: 10,000 virtualised rows (and 1,000 for a Shift range) in headless Chromium', [
    { name: `j/k to the focused row laid out, median of ${presses}`, value: percentile(laidOut, 0.5), unit: 'ms' },
    {
      name: 'j/k to the focused row laid out, p95',
      value: percentile(laidOut, 0.95),
      unit: 'ms',
      budget: focusBudgetMs,
    },
    { name: 'j/k to the next animation frame, p95', value: percentile(frames, 0.95), unit: 'ms' },
    { name: 'End to the last of 10,000 rows focused (next frame)', value: toEnd.frame, unit: 'ms' },
    {
      name: 'Shift+End selecting 1,000 rows, laid out',
      value: selectThousand.laidOut,
      unit: 'ms',
      budget: selectBudgetMs,
    },
    { name: 'Shift+End selecting 1,000 rows, next frame', value: selectThousand.frame, unit: 'ms' },
  ]);
} finally {
  await browser.close();
  pages.close();
}
