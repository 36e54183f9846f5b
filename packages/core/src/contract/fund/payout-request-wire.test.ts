import { describe, expect, it } from 'vitest';
import {
  createOwnPayoutRequestBodySchema,
  createPayoutRequestBodySchema,
  payoutRequestListQuerySchema,
  processPayoutRequestsBodySchema,
} from './payout-request-wire.ts';

function problems(body: unknown) {
  const parsed = createPayoutRequestBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a payout request', () => {
  it('is a complete payout unless asked otherwise; a blank description is none', () => {
    expect(createPayoutRequestBodySchema.parse({ virtualAccountCode: ' VA-1 ', description: '  ' })).toEqual({
      virtualAccountCode: 'VA-1',
      amountMode: 'COMPLETE',
      description: null,
    });
    expect(createOwnPayoutRequestBodySchema.parse({})).toMatchObject({ currency: 'EUR', amountMode: 'COMPLETE' });
  });

  it('needs a whole positive amount for a partial payout, and none for a complete one', () => {
    expect(problems({ virtualAccountCode: 'VA-1', amountMode: 'PARTIAL' })).toEqual([['amount', 'Required']]);
    expect(problems({ virtualAccountCode: 'VA-1', amountMode: 'PARTIAL', amount: 0 })).toEqual([
      ['amount', 'Value Too Low'],
    ]);
    expect(problems({ virtualAccountCode: 'VA-1', amount: 5 })).toEqual([
      ['amount', 'A complete payout pays out the estimated amount: leave the amount out'],
    ]);
    expect(problems({ amountMode: 'COMPLETE' })).toEqual([['virtualAccountCode', 'Required']]);
  });

  it('keeps the description to 140 characters, the remittance field of a SEPA transfer', () => {
    expect(problems({ virtualAccountCode: 'VA-1', description: 'x'.repeat(141) }).map(([field]) => field)).toEqual([
      'description',
    ]);
  });
});

describe('the payout request lists and the process call', () => {
  it('page from 0, take filters as strings and refuse a date range that ends before it starts', () => {
    expect(payoutRequestListQuerySchema.parse({ page: '1', status: 'WAITING' })).toEqual({
      page: 1,
      limit: 25,
      status: 'WAITING',
    });
    const parsed = payoutRequestListQuerySchema.safeParse({ createdFrom: '2024-05-02', createdTo: '2024-05-01' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Invalid date range']);
  });

  it('processes 1 to 10,000 requests a call', () => {
    expect(processPayoutRequestsBodySchema.safeParse({ payoutRequestCodes: [] }).success).toBe(false);
    const codes = Array.from({ length: 10_001 }, (_, index) => `PR-${index}`);
    expect(processPayoutRequestsBodySchema.safeParse({ payoutRequestCodes: codes }).success).toBe(false);
    expect(processPayoutRequestsBodySchema.safeParse({ payoutRequestCodes: codes.slice(1) }).success).toBe(true);
  });
});
