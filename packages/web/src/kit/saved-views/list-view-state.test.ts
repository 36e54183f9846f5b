import { afterEach, describe, expect, it } from 'vitest';
import { readTableDensity, readTableLayout, setTableDensity } from '../../ui/data-table/index.ts';
import { applyViewState, currentViewState, hasListState, isOnTab, showsViewState } from './list-view-state.ts';

const place = {
  filterKeys: ['status', 'search'],
  tableId: 'views-test',
  columnIds: ['code', 'amount', 'status', 'type'],
};

afterEach(() => window.localStorage.clear());

describe('a list state as a saved view holds it', () => {
  it('reads the query, filters, sort and rows per page from the address, with the columns and density', () => {
    const state = currentViewState('merchantCode=M&q=status:failed&status=FAILED&sort=-amount&pageSize=50', place);
    expect(state).toEqual({
      query: 'status:failed',
      filters: { status: 'FAILED' },
      columns: [{ id: 'code' }, { id: 'amount' }, { id: 'status' }, { id: 'type' }],
      sort: { id: 'amount', desc: true },
      density: 'compact',
      pageSize: 50,
    });
  });

  it('applies a view: its address kept with the merchant, its columns and density stored, and then shows it', () => {
    const saved = {
      query: 'created>-7d',
      filters: { search: 'PR-1' },
      columns: [{ id: 'status' }, { id: 'code', width: 140 }, { id: 'type' }],
      sort: { id: 'code', desc: false },
      density: 'comfortable' as const,
      pageSize: 10,
    };
    const query = applyViewState('merchantCode=M&status=WAITING&page=3', place, saved, 7);
    expect(Object.fromEntries(query)).toEqual({
      merchantCode: 'M',
      q: 'created>-7d',
      search: 'PR-1',
      sort: 'code',
      pageSize: '10',
      view: '7',
    });
    expect(readTableLayout(place.tableId, place.columnIds)).toEqual({
      order: ['status', 'code', 'type', 'amount'],
      hidden: ['amount'],
      sizes: { code: 140 },
    });
    expect(readTableDensity()).toBe('comfortable');
    const now = currentViewState(query.toString(), place);
    expect(showsViewState(now, saved, place)).toBe(true);
    // A filter more, another density: changed.
    expect(showsViewState(currentViewState(`${query}&status=FAILED`, place), saved, place)).toBe(false);
    setTableDensity('compact');
    expect(showsViewState(currentViewState(query.toString(), place), saved, place)).toBe(false);
  });

  it('keeps an emptied query, which on the KYC queue says every task rather than its open ones', () => {
    const emptied = currentViewState('q=', place);
    expect(emptied.query).toBe('');
    expect(applyViewState('merchantCode=M', place, emptied, 3).toString()).toBe('merchantCode=M&q=&view=3');
    expect(showsViewState(currentViewState('', place), emptied, place)).toBe(false);
    expect(showsViewState(currentViewState('q=', place), emptied, place)).toBe(true);
  });

  it('takes what a view leaves out as the list shows it then, so an empty view equals the list as designed', () => {
    expect(showsViewState(currentViewState('', place), {}, place)).toBe(true);
    expect(showsViewState(currentViewState('sort=code', place), {}, place)).toBe(false);
  });

  it('keeps the tab of a list with tabs: a view of another tab is not on view, one saved before tabs is on any', () => {
    const sellersTab = { ...place, tab: 'sellers' };
    const saved = currentViewState('q=status:failed', sellersTab);
    expect(saved.tab).toBe('sellers');
    expect(showsViewState(currentViewState('q=status:failed', sellersTab), saved, sellersTab)).toBe(true);
    const divisionTab = { ...place, tab: 'division' };
    expect(isOnTab(saved, divisionTab)).toBe(false);
    expect(showsViewState(currentViewState('q=status:failed', divisionTab), saved, divisionTab)).toBe(false);
    expect(isOnTab({ query: 'status:failed' }, divisionTab)).toBe(true);
    expect(
      showsViewState(currentViewState('q=status:failed', divisionTab), { query: 'status:failed' }, divisionTab),
    ).toBe(true);
    expect(currentViewState('', place).tab).toBeUndefined();
  });

  it('says whether the address holds any of the list state, or a view (then no default view applies)', () => {
    expect(hasListState('merchantCode=M&divisionCode=D', place)).toBe(false);
    expect(hasListState('merchantCode=M&search=x', place)).toBe(true);
    expect(hasListState('view=none', place)).toBe(true);
  });
});
