import { describe, expect, it } from 'vitest';
import { listQueryStateOf, withListQuery } from '../../../ui/filter-bar/list-query-address.ts';
import { payoutBatchAddress, payoutBatchQueryText } from './payout-batch-query.ts';

describe('the payout batches list state in the URL', () => {
  it('reads q, or an older link’s status and search as the same query, leaving out what is not valid', () => {
    expect(listQueryStateOf(payoutBatchAddress, '?q=status:ready%20amount>=10').text).toBe('status:ready amount>=10');
    expect(listQueryStateOf(payoutBatchAddress, '?status=READY&search=PO-1').text).toBe('status:READY PO-1');
    expect(listQueryStateOf(payoutBatchAddress, '?status=WAITING').text).toBe('');
  });

  it('writes the query as q alone, back on the first page, and sends only one that reads', () => {
    expect(
      withListQuery(payoutBatchAddress, '?merchantCode=M-1&status=OPEN&search=PO&page=3', ' currency:EUR ').toString(),
    ).toBe('merchantCode=M-1&q=currency%3AEUR');
    expect(payoutBatchQueryText('?q=status:approved')).toBe('status:approved');
    expect(payoutBatchQueryText('?q=status:waiting')).toBeUndefined();
  });
});
