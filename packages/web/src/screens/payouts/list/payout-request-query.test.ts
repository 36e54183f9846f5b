import { formatListQuery } from '@ops/core/list-query';
import { describe, expect, it } from 'vitest';
import { listQueryStateOf, withListQuery } from '../../../ui/filter-bar/list-query-address.ts';
import { payoutRequestAddress, payoutRequestQueryText } from './payout-request-query.ts';

describe('the payout requests list state in the URL', () => {
  it('reads q, or an older link’s status and search as the same query', () => {
    expect(formatListQuery(listQueryStateOf(payoutRequestAddress, '?q=status:failed%20amount>=10').query)).toBe(
      'status:FAILED amount>=10',
    );
    expect(listQueryStateOf(payoutRequestAddress, '?status=WAITING&search=PR-1')).toEqual({
      text: 'status:WAITING PR-1',
      query: {
        clauses: [{ field: 'status', negated: false, operator: ':', values: ['WAITING'] }],
        words: ['PR-1'],
      },
    });
    expect(listQueryStateOf(payoutRequestAddress, '?q=batch>3').query).toEqual({ clauses: [], words: [] });
  });

  it('writes the query as q alone, back on the first page, and sends only one that reads', () => {
    expect(
      withListQuery(
        payoutRequestAddress,
        '?merchantCode=M-1&status=WAITING&search=PR&page=3',
        ' type:MANUAL ',
      ).toString(),
    ).toBe('merchantCode=M-1&q=type%3AMANUAL');
    expect(withListQuery(payoutRequestAddress, '?q=type:MANUAL', '').toString()).toBe('');
    expect(payoutRequestQueryText('?q=type:MANUAL')).toBe('type:MANUAL');
    expect(payoutRequestQueryText('?q=type:NOPE')).toBeUndefined();
    expect(payoutRequestQueryText('?status=FAILED')).toBe('status:FAILED');
  });
});
