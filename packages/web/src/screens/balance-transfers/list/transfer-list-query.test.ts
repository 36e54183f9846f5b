import { formatListQuery } from '@ops/core/list-query';
import { describe, expect, it } from 'vitest';
import { listQueryStateOf, withListQuery } from '../../../ui/filter-bar/list-query-address.ts';
import { transferAddress, transferQueryText } from './transfer-list-query.ts';

describe('the balance transfers list state in the address', () => {
  it('reads q, or an older link’s filters as the same query, leaving out what is not valid', () => {
    expect(formatListQuery(listQueryStateOf(transferAddress, '?q=type:vat%20amount>=10').query)).toBe(
      'type:VAT amount>=10',
    );
    expect(
      listQueryStateOf(
        transferAddress,
        '?merchantCode=M-1&search=VA-1&type=VAT&currency=EUR&createdFrom=2026-01-01&createdTo=bad',
      ).text,
    ).toBe('type:VAT currency:EUR created>=2026-01-01 VA-1');
    expect(listQueryStateOf(transferAddress, '?type=NOPE&currency=euro').text).toBe('');
    expect(listQueryStateOf(transferAddress, '?q=status:confirmed')).toEqual({
      text: 'status:confirmed',
      query: { clauses: [], words: [] },
    });
  });

  it('writes the query as q alone, back on the first page, and sends only one that reads', () => {
    expect(
      withListQuery(
        transferAddress,
        '?merchantCode=M-1&type=VAT&search=BT&page=3&pageSize=10',
        ' currency:USD ',
      ).toString(),
    ).toBe('merchantCode=M-1&pageSize=10&q=currency%3AUSD');
    expect(withListQuery(transferAddress, '?q=type:VAT', '').toString()).toBe('');
    expect(transferQueryText('?q=type:VAT')).toBe('type:VAT');
    expect(transferQueryText('?q=status:x')).toBeUndefined();
    // An older link (or a view saved from one) filters the rows as its filters read, not only the filter bar.
    expect(transferQueryText('?type=VAT&search=BT-1')).toBe('type:VAT BT-1');
  });
});
