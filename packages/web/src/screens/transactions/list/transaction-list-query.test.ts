import { formatListQuery } from '@ops/core/list-query';
import { describe, expect, it } from 'vitest';
import {
  filtersOfQuery,
  queryWithFilters,
  transactionListStateOf,
  transactionStateParams,
} from './transaction-list-query.ts';

const none = {
  q: undefined,
  status: undefined,
  type: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  search: undefined,
};

describe('the transactions list state', () => {
  it('reads q in the query language; the controls show what they can of it', () => {
    const state = transactionListStateOf({ ...none, q: 'type:refund amount>=10 created>=2026-03-01 SP-1' });
    expect(formatListQuery(state.query)).toBe('type:REFUND amount>=10 created>=2026-03-01 SP-1');
    expect(filtersOfQuery(state.query)).toEqual({
      statuses: [],
      types: ['REFUND'],
      createdFrom: '2026-03-01',
      createdTo: undefined,
      search: 'SP-1',
    });
  });

  it('keeps an unreadable q as text for the field, filtering nothing', () => {
    expect(transactionListStateOf({ ...none, q: 'type:nope' })).toEqual({
      text: 'type:nope',
      query: { clauses: [], words: [] },
    });
  });

  it('reads an older link’s filter parameters as the same query', () => {
    const state = transactionListStateOf({
      ...none,
      status: 'RECONCILED,bogus',
      createdTo: '2026-03-31',
      search: 'tag',
    });
    expect(state.text).toBe('status:RECONCILED created<=2026-03-31 tag');
  });

  it('writes the controls into the query, leaving what they cannot show, and the state into the URL as q alone', () => {
    const { query } = transactionListStateOf({ ...none, q: 'amount<5 type:PAYMENT' });
    const next = queryWithFilters(query, { ...filtersOfQuery(query), statuses: ['CANCELLED'], types: [] });
    expect(formatListQuery(next)).toBe('amount<5 status:CANCELLED');
    expect(transactionStateParams(' status:CANCELLED ')).toEqual({ ...none, q: 'status:CANCELLED' });
    expect(transactionStateParams('')).toEqual(none);
  });
});
