import { i18nObject } from '@ops/locales';
import { describe, expect, it } from 'vitest';
import { utcDay } from '../dates/calendar-day.ts';
import { completeListQuery } from './complete-list-query.ts';
import { formatListQuery } from './format-list-query.ts';
import type { ListQuery } from './list-query.ts';
import { payoutRequestQueryFields, transactionQueryFields } from './list-query-fields.ts';
import { parseListQuery } from './parse-list-query.ts';
import { dayRangeOf, queryDay } from './query-days.ts';
import { chosenDays, chosenValues, withChosenDays, withChosenValues, withSearchText } from './query-edits.ts';

const read = (text: string): ListQuery => {
  const result = parseListQuery(transactionQueryFields, text);
  if (!result.ok) throw new Error(result.error.key);
  return result.query;
};

describe('the filter controls and the query are one state', () => {
  it('a choice control shows and replaces its field: clause, leaving the rest of the query alone', () => {
    const query = read('amount>=10 type:REFUND -status:CANCELLED sp-1');
    expect(chosenValues(query, 'type')).toEqual(['REFUND']);
    expect(chosenValues(query, 'status')).toEqual([]);
    expect(formatListQuery(withChosenValues(query, 'type', ['PAYMENT', 'CHARGEBACK']))).toBe(
      'amount>=10 type:PAYMENT,CHARGEBACK -status:CANCELLED sp-1',
    );
    expect(formatListQuery(withChosenValues(query, 'type', []))).toBe('amount>=10 -status:CANCELLED sp-1');
    expect(formatListQuery(withChosenValues(query, 'status', ['RECONCILED']))).toBe(
      'amount>=10 type:REFUND -status:CANCELLED status:RECONCILED sp-1',
    );
  });

  it('a date picker shows and replaces the absolute day bounds, not the relative ones', () => {
    const query = read('created>=2026-01-01 created>-7d created<=2026-01-31');
    expect(chosenDays(query, 'created')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(formatListQuery(withChosenDays(query, 'created', { from: '2026-02-01' }))).toBe(
      'created>-7d created>=2026-02-01',
    );
  });

  it('the search field is the words', () => {
    expect(formatListQuery(withSearchText(read('type:REFUND old'), ' SP-1  ref '))).toBe('type:REFUND SP-1 ref');
    expect(formatListQuery(withSearchText(read('old'), undefined))).toBe('');
  });
});

describe('days', () => {
  const today = utcDay(2026, 2, 31);
  it('names a day relative to today, UTC', () => {
    expect(queryDay('today', today)).toBe('2026-03-31');
    expect(queryDay('-7d', today)).toBe('2026-03-24');
    expect(queryDay('-2w', today)).toBe('2026-03-17');
    expect(queryDay('-1m', today)).toBe('2026-02-28');
    expect(queryDay('-1y', today)).toBe('2025-03-31');
    expect(queryDay('2026-01-05', today)).toBe('2026-01-05');
  });
  it('turns a comparison into the days it holds, both ends included', () => {
    expect(dayRangeOf('>', '2026-01-05')).toEqual({ createdFrom: '2026-01-06' });
    expect(dayRangeOf('>=', '2026-01-05')).toEqual({ createdFrom: '2026-01-05' });
    expect(dayRangeOf('<', '2026-01-05')).toEqual({ createdTo: '2026-01-04' });
    expect(dayRangeOf('<=', '2026-01-05')).toEqual({ createdTo: '2026-01-05' });
    expect(dayRangeOf(':', '2026-01-05')).toEqual({ createdFrom: '2026-01-05', createdTo: '2026-01-05' });
  });
});

describe('completeListQuery', () => {
  const nl = { t: i18nObject('nl'), locale: 'nl' as const };
  it('offers field names before an operator', () => {
    expect(completeListQuery(transactionQueryFields, 'amount>5 -c', 11, nl)).toEqual({
      from: 10,
      to: 11,
      options: [
        { insert: 'currency:', label: 'currency:' },
        { insert: 'created:', label: 'created:' },
        { insert: 'code:', label: 'code:' },
      ],
    });
  });

  it('offers the values of an enum field by value or by their name in the reader’s language', () => {
    const byName = completeListQuery(transactionQueryFields, 'status:RECONCILED,gean', 22, nl);
    expect(byName).toEqual({
      from: 18,
      to: 22,
      options: [{ insert: 'CANCELLED', label: 'CANCELLED', detail: 'Geannuleerd' }],
    });
    const payout = completeListQuery(payoutRequestQueryFields, 'status:w', 8, {
      t: i18nObject('en'),
      locale: 'en',
    });
    expect(payout.options).toEqual([{ insert: 'WAITING', label: 'WAITING', detail: 'Waiting' }]);
  });

  it('offers relative days for a date field and nothing for an amount', () => {
    expect(completeListQuery(transactionQueryFields, 'created>-3', 10, nl).options.map((o) => o.insert)).toEqual([
      '-30d',
      '-3m',
    ]);
    expect(completeListQuery(transactionQueryFields, 'amount>1', 8, nl).options).toEqual([]);
  });
});
