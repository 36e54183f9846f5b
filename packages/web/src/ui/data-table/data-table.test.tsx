import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderInConsole } from '../../testing/console-test-harness.tsx';
import { DataTable } from './data-table.tsx';
import type { TableSelection } from './data-table-types.ts';
import { useTableQuery } from './table-query.ts';
import { PeopleTable, type Person, people, personColumns } from './testing/data-table-fixture.tsx';

/** A cell that holds state of its own, like a row's open confirm form. */
function Opener({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <span>Confirm {person.code}?</span>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open {person.code}
    </button>
  );
}

/** Builds its column list anew on every render, as a screen does when its texts change. */
function RebuildingTable() {
  const [query, setQuery] = useTableQuery([]);
  const [renders, setRenders] = useState(0);
  const columns = [
    ...personColumns.slice(0, 3),
    { id: 'open', header: `Open (${renders})`, cell: (person: Person) => <Opener person={person} /> },
  ];
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <DataTable
        id="rebuilding"
        label="People"
        columns={columns}
        rows={people.slice(0, 3)}
        totalCount={3}
        status="loaded"
        onRetry={() => undefined}
        query={query}
        onQueryChange={setQuery}
        rowKey={(row) => row.code}
      />
    </>
  );
}

const peopleTable = () => screen.getByRole('table', { name: 'People' });
const bodyRows = () => within(peopleTable()).getAllByRole('row').slice(1);
/** The data cells of a body row (after the selection, number and expander cells). */
const cellsOf = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .slice(3)
    .map((cell) => cell.textContent);
const headerNames = () =>
  within(peopleTable())
    .getAllByRole('button', { name: /^Reorder / })
    .map((grip) => grip.getAttribute('aria-label')?.replace(/^Reorder (\w+).*$/, '$1'));

describe('DataTable', () => {
  it('shows the page of 25 rows numbered across pages, and pages through the footer into the URL', async () => {
    const { user } = renderInConsole(<PeopleTable />, { url: '/people?search=ann' });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('60 in total')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(window.location.search).toBe('?search=ann&page=2');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('26');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(window.location.search).toBe('?search=ann&pageSize=10');
    expect(bodyRows()).toHaveLength(10);
  });

  it('ignores a page past the last one (spec section 5): the first page, the page taken out of the URL entry', () => {
    const entries = window.history.length;
    renderInConsole(<PeopleTable />, { url: '/people?search=ann&page=99' });
    expect(window.location.search).toBe('?search=ann');
    expect(window.history.length).toBe(entries);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('1');
    expect(bodyRows()).toHaveLength(25);
  });

  it('sorts through the URL: ascending, then descending, and a new sort starts at page 1', async () => {
    const { user } = renderInConsole(<PeopleTable />, { url: '/people?page=2' });
    await user.click(within(peopleTable()).getByRole('button', { name: 'Age' }));
    expect(window.location.search).toBe('?sort=age');
    expect(cellsOf(bodyRows()[0])[3]).toBe('20');
    await user.click(within(peopleTable()).getByRole('button', { name: /^Age/ }));
    expect(window.location.search).toBe('?sort=-age');
    expect(cellsOf(bodyRows()[0])[3]).toBe('59');
    expect(within(peopleTable()).getAllByRole('columnheader')[6]?.getAttribute('aria-sort')).toBe('descending');
  });

  it('restores page and sort from the URL after leaving and coming back', () => {
    const first = renderInConsole(<PeopleTable />, { url: '/people?search=ann&sort=-age&page=2' });
    const before = bodyRows().map((row) => cellsOf(row).join('|'));
    expect(cellsOf(bodyRows()[0])[3]).toBe('37');
    first.unmount();
    renderInConsole(<PeopleTable />, { url: '/people?search=ann&sort=-age&page=2' });
    expect(bodyRows().map((row) => cellsOf(row).join('|'))).toEqual(before);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it("keeps a row's open form when the screen rebuilds its column list", async () => {
    const { user } = renderInConsole(<RebuildingTable />);
    await user.click(screen.getByRole('button', { name: 'Open P-2' }));
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(within(peopleTable()).getByRole('columnheader', { name: /Open \(1\)/ })).toBeTruthy();
    expect(screen.getByText('Confirm P-2?')).toBeTruthy();
  });

  it('resizes a column with the arrow keys on its handle', () => {
    renderInConsole(<PeopleTable />);
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('160');
    expect(handle.closest('th')?.style.width).toBe('160px');
  });

  it('hides columns, never below 3 visible, remembers them across remounts, and resets', async () => {
    const first = renderInConsole(<PeopleTable />);
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(screen.getByRole('menuitemcheckbox', { name: 'Show Age' }));
    expect(headerNames()).toEqual(['Name', 'Code', 'City']);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Show City' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('At least 3 columns stay visible')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize City' }), { key: 'ArrowLeft' });
    first.unmount();

    const second = renderInConsole(<PeopleTable />, { keepSessionStorage: true });
    expect(headerNames()).toEqual(['Name', 'Code', 'City']);
    expect(screen.getByRole('separator', { name: 'Resize City' }).getAttribute('aria-valuenow')).toBe('130');
    await second.user.click(screen.getByRole('button', { name: 'Columns' }));
    await second.user.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    expect(headerNames()).toEqual(['Name', 'Code', 'City', 'Age']);
    expect(screen.getByRole('separator', { name: 'Resize City' }).getAttribute('aria-valuenow')).toBe('140');
  });

  it('keeps selected rows across pages and offers every row matching the filter', async () => {
    const selections: TableSelection[] = [];
    const { user } = renderInConsole(<PeopleTable onSelection={(next) => selections.push(next)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 26' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect((screen.getByRole('checkbox', { name: 'Select row 1' }) as HTMLInputElement).checked).toBe(true);
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: ['P-1', 'P-26'] });

    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('26 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select all 60 rows matching the filter' }));
    expect(selections.at(-1)).toEqual({ mode: 'filter' });
    expect(screen.getByText('All 60 rows matching the filter are selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect((screen.getByRole('checkbox', { name: 'Select row 30' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: [] });
  });

  it('expands a row to show its sub-rows', async () => {
    const { user } = renderInConsole(<PeopleTable />);
    expect(screen.queryByText('Child of 1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the rows under row 1' }));
    expect(cellsOf(bodyRows()[1])[0]).toBe('Child of 1');
    await user.click(screen.getByRole('button', { name: 'Hide the rows under row 1' }));
    expect(screen.queryByText('Child of 1')).toBeNull();
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const opened: Person[] = [];
    const { user } = renderInConsole(<PeopleTable onOpen={(person) => opened.push(person)} />);
    act(() => (bodyRows()[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await user.keyboard('{Enter}');
    expect(opened.map((person) => person.code)).toEqual(['P-2']);
  });

  it('works from the keyboard: j and k move, x selects, Shift+j extends, Escape clears, ? lists the keys', async () => {
    const selections: TableSelection[] = [];
    const { user } = renderInConsole(<PeopleTable onSelection={(next) => selections.push(next)} />);
    const selected = () => bodyRows().filter((row) => row.getAttribute('aria-selected') === 'true');
    // From nothing focused, j enters the list at its first row.
    await user.keyboard('jjk');
    expect(document.activeElement).toBe(bodyRows()[0]);
    await user.keyboard('x');
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: ['P-1'] });
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toHaveProperty('checked', true);
    // Row 1 has a sub-row (hidden): the range runs over the next rows shown.
    await user.keyboard('{Shift>}jj{/Shift}');
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: ['P-1', 'P-2', 'P-3'] });
    expect(selected()).toHaveLength(3);
    await user.keyboard('{Shift>}k{/Shift}');
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: ['P-1', 'P-2'] });
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(selections.at(-1)).toEqual({ mode: 'rows', keys: [] });
    expect(selected()).toHaveLength(0);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Extend the selected range down or up')).toBeTruthy();
    expect(within(dialog).getByText('Select or deselect the focused row')).toBeTruthy();
  });

  it('leaves the keys to a field being typed in', async () => {
    const selections: TableSelection[] = [];
    const { user } = renderInConsole(
      <>
        <input aria-label="Search" />
        <PeopleTable onSelection={(next) => selections.push(next)} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('jx?');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'jx?');
    expect(selections).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows 6 skeleton rows while loading, the error, and the empty state', () => {
    const loading = renderInConsole(<PeopleTable status="loading" />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    loading.unmount();
    const failed = renderInConsole(<PeopleTable status="error" />);
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.getByText('Something went wrong, please refresh your page')).toBeTruthy();
    failed.unmount();
    renderInConsole(<PeopleTable rows={[]} />);
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.getByText('Consider changing your filter parameters')).toBeTruthy();
  });

  it('renders only the rows in view of a long list', () => {
    // happy-dom lays nothing out: give the scroll container the height a browser would measure.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('data-table-scroll') ? 600 : 0;
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    });
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...(people[index % 60] as Person),
      code: `R-${index}`,
    }));
    renderInConsole(<PeopleTable rows={many} />);
    const rendered = bodyRows().filter((row) => row.classList.contains('data-table-spacer') === false);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(within(rendered[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('1');
  });
});
