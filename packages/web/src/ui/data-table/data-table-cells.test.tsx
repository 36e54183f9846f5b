import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { tableDensityKey } from './table-density.ts';
import { PeopleTable } from './testing/data-table-fixture.tsx';

const densityOf = (table: HTMLElement) => table.closest('[data-density]')?.getAttribute('data-density');

/** Gives every cell the widths a browser would measure: `wide` cells hold more text than they show. */
function layOut(isCut: (cell: HTMLElement) => boolean) {
  const cellWidth = (cell: HTMLElement, content: boolean) => (content && isCut(cell) ? 400 : 100);
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return cellWidth(this, true);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return cellWidth(this, false);
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
}

describe('DataTable density and cells', () => {
  it('is compact by default; Comfortable in the menu applies to every table and is remembered', async () => {
    const first = renderInConsole(
      <>
        <PeopleTable />
        <PeopleTable />
      </>,
    );
    const tables = () => screen.getAllByRole('table', { name: 'People' });
    expect(tables().map(densityOf)).toEqual(['compact', 'compact']);
    await first.user.click(screen.getAllByRole('button', { name: 'Columns' })[0] as HTMLElement);
    expect(screen.getByRole('menuitemradio', { name: 'Compact' }).getAttribute('aria-checked')).toBe('true');
    await first.user.click(screen.getByRole('menuitemradio', { name: 'Comfortable' }));
    expect(tables().map(densityOf)).toEqual(['comfortable', 'comfortable']);
    expect(window.localStorage.getItem(tableDensityKey)).toBe('comfortable');
    first.unmount();

    renderInConsole(<PeopleTable />);
    expect(densityOf(screen.getByRole('table', { name: 'People' }))).toBe('comfortable');
  });

  it('follows a density chosen in another tab, and reads an unknown stored value as compact', () => {
    window.localStorage.setItem(tableDensityKey, 'roomy');
    renderInConsole(<PeopleTable />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(densityOf(table)).toBe('compact');
    window.localStorage.setItem(tableDensityKey, 'comfortable');
    fireEvent(window, new StorageEvent('storage', { key: tableDensityKey }));
    expect(densityOf(table)).toBe('comfortable');
  });

  it('shows the whole text of a cell cut short by its ellipsis on hover, and no title on a cell that fits', () => {
    layOut((cell) => cell.textContent === 'Utrecht, NL');
    renderInConsole(<PeopleTable />);
    const table = screen.getByRole('table', { name: 'People' });
    const cut = within(table).getAllByRole('cell', { name: 'Utrecht, NL' })[0] as HTMLElement;
    const fits = within(table).getAllByRole('cell', { name: 'Amsterdam' })[0] as HTMLElement;
    fireEvent.mouseOver(cut);
    fireEvent.mouseOver(fits);
    expect(cut.getAttribute('title')).toBe('Utrecht, NL');
    expect(fits.hasAttribute('title')).toBe(false);
  });

  it('right-aligns amount columns in tabular figures and sets codes in monospace, header and cells alike', () => {
    renderInConsole(<PeopleTable />);
    const table = screen.getByRole('table', { name: 'People' });
    const ageHeader = within(table).getByRole('columnheader', { name: /Age/ });
    const codeHeader = within(table).getByRole('columnheader', { name: /Code/ });
    expect(ageHeader.classList.contains('data-table-amount')).toBe(true);
    expect(codeHeader.classList.contains('data-table-code')).toBe(true);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const age = within(firstRow).getByRole('cell', { name: '20' });
    const code = within(firstRow).getByRole('cell', { name: 'P-1' });
    const city = within(firstRow).getByRole('cell', { name: 'Amsterdam' });
    expect(age.classList.contains('data-table-amount')).toBe(true);
    expect(code.classList.contains('data-table-code')).toBe(true);
    expect(city.classList.contains('data-table-amount')).toBe(false);
  });

  it('makes the table as wide as its columns, with the first column sticky right of the fixed cells', () => {
    renderInConsole(<PeopleTable />);
    const table = screen.getByRole('table', { name: 'People' });
    // Three fixed cells of 40 px (selection, number, expander), three columns of 140 px and the code column of 170.
    expect(table.style.width).toBe(`${3 * 40 + 3 * 140 + 170}px`);
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    expect(name.classList.contains('data-table-sticky')).toBe(true);
    expect(name.style.left).toBe('120px');
  });
});
