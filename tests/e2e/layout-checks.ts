// Issue 14: at 1280 × 800 no screen scrolls the page sideways (a wide table scrolls inside its own box), and every
// table's rows are one line, all of one height: 36 px in the default compact density. Measured by layout.spec.ts and,
// on the screens it already opens, by the accessibility pass (one visit per screen for both, issue 37).
import { expect, type Page } from '@playwright/test';

export interface Layout {
  documentWidth: number;
  viewportWidth: number;
  /** The first elements that reach past the window's right edge, for the failure's message. */
  overflowing: string[];
  /** Each table on view: its name and its body rows' heights, and the density its box asks for. */
  tables: { name: string; density: string | null; heights: number[] }[];
}

/** The document's width and every table's row heights, as drawn now (the caller waits for the data). */
export function measureLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    overflowing: [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (element) => !element.closest('.data-table-scroll, .table-scroll') || element.matches('.data-table-scroll'),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      ),
    tables: [...document.querySelectorAll('main table')].map((table) => ({
      name: table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? table.className,
      density: table.closest('[data-density]')?.getAttribute('data-density') ?? null,
      // A row focused from the keyboard shows its cells' whole text (data-table.css), so it alone may be taller.
      heights: [...table.querySelectorAll(':scope > tbody > tr:not(.data-table-spacer):not(:focus-visible)')].map(
        (row) => Math.round(row.getBoundingClientRect().height * 10) / 10,
      ),
    })),
  }));
}

/** Soft checks (every screen's faults in one failure): no wider than the window, rows of one height, compact 36 px. */
export function expectWithinWindow(layout: Layout, where: string): void {
  expect
    .soft(layout.documentWidth, `${where}: the page is no wider than the window; past it: ${layout.overflowing}`)
    .toBeLessThanOrEqual(layout.viewportWidth);
  for (const table of layout.tables) {
    const rows = table.heights;
    if (rows.length === 0) continue;
    expect.soft(new Set(rows).size, `${where}, table ${table.name}: rows of one height (${rows.join(', ')})`).toBe(1);
    if (table.density === 'compact') expect.soft(rows[0], `${where}, table ${table.name}: compact rows`).toBe(36);
  }
}
