import { describe, expect, it } from 'vitest';
import { kycQueueFiltersOf, kycQueueQuery, withKycQueueFilters } from './kyc-queue-filters.ts';

describe('the KYC queue filters', () => {
  it('shows open tasks unless told otherwise, and ignores values it does not know', () => {
    expect(kycQueueFiltersOf('?tier=HUGE&olderThanDays=2')).toEqual({
      status: 'OPEN',
      tier: undefined,
      merchantCode: '',
      olderThanDays: undefined,
    });
    expect(kycQueueQuery(kycQueueFiltersOf('?status=all&tier=LIGHT_KYC&olderThanDays=7'))).toEqual({
      tier: 'LIGHT_KYC',
      olderThanDays: 7,
    });
  });

  it('writes the filters into the URL and starts again at the first page', () => {
    const filters = { status: 'ASSIGNED', tier: undefined, merchantCode: ' M-1 ', olderThanDays: 3 } as const;
    const query = withKycQueueFilters('?page=4&merchantCode=M-BOUND', filters);
    expect(query.toString()).toBe('merchantCode=M-BOUND&status=ASSIGNED&queueMerchant=M-1&olderThanDays=3');
  });
});
