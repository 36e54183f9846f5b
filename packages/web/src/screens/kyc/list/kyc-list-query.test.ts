import { describe, expect, it } from 'vitest';
import { listQueryStateOf, withListQuery } from '../../../ui/filter-bar/list-query-address.ts';
import { kycAddress, kycQueryText } from './kyc-list-query.ts';

describe('the KYC checks list state in the address', () => {
  it('shows the open tasks when the address says nothing, and reads an older link’s filters as the query', () => {
    expect(kycQueryText('')).toBe('status:OPEN');
    expect(kycQueryText('?merchantCode=M-BOUND&page=2')).toBe('status:OPEN');
    expect(listQueryStateOf(kycAddress, '?status=ASSIGNED&tier=LIGHT_KYC&queueMerchant=M-1&olderThanDays=7').text).toBe(
      'status:ASSIGNED tier:LIGHT_KYC merchant:M-1 created<=-7d',
    );
    expect(kycQueryText('?status=all&tier=HUGE&queueMerchant=not%20a%20code&olderThanDays=2')).toBeUndefined();
  });

  it('writes the query as q alone, back on the first page, an emptied one as every task', () => {
    expect(
      withListQuery(kycAddress, '?merchantCode=M-1&status=all&olderThanDays=3&page=4', ' tier:light_kyc ').toString(),
    ).toBe('merchantCode=M-1&q=tier%3Alight_kyc');
    const emptied = withListQuery(kycAddress, '?q=status:open', '').toString();
    expect(emptied).toBe('q=');
    expect(kycQueryText(`?${emptied}`)).toBeUndefined();
    expect(kycQueryText('?q=status:open,assigned%20jansen')).toBe('status:open,assigned jansen');
    expect(kycQueryText('?q=amount>10')).toBeUndefined();
  });
});
