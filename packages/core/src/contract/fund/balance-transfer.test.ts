import { describe, expect, it } from 'vitest';
import { balanceTransferListQuerySchema, createBalanceTransferBodySchema } from './balance-transfer.ts';

const transfer = {
  fromVirtualAccountCode: 'VA-1',
  toVirtualAccountCode: 'VA-2',
  amount: 1000,
  currency: 'EUR',
  type: 'CORRECTION',
};

function problems(body: unknown) {
  const parsed = createBalanceTransferBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a balance transfer request', () => {
  it('takes codes, amount in minor units, currency and type; the description is optional', () => {
    expect(createBalanceTransferBodySchema.parse(transfer)).toEqual({ ...transfer, description: null });
    expect(createBalanceTransferBodySchema.parse({ ...transfer, description: '  March usage fee ' })).toMatchObject({
      description: 'March usage fee',
    });
    expect(createBalanceTransferBodySchema.parse({ ...transfer, description: '   ' }).description).toBeNull();
  });

  it("says 'Required' for missing codes and amount", () => {
    expect(problems({ currency: 'EUR', type: 'VAT' })).toEqual(
      expect.arrayContaining([
        ['fromVirtualAccountCode', 'Required'],
        ['toVirtualAccountCode', 'Required'],
        ['amount', 'Required'],
      ]),
    );
    expect(problems({ ...transfer, fromVirtualAccountCode: '  ' })).toEqual([['fromVirtualAccountCode', 'Required']]);
  });

  it('refuses amounts that are not a positive whole number of minor units', () => {
    expect(problems({ ...transfer, amount: 10.5 })).toEqual([['amount', 'Invalid Amount']]);
    expect(problems({ ...transfer, amount: '1000' })).toEqual([['amount', 'Invalid Amount']]);
    expect(problems({ ...transfer, amount: 0 })).toEqual([['amount', 'Value Too Low']]);
    expect(problems({ ...transfer, amount: -5 })).toEqual([['amount', 'Value Too Low']]);
  });

  it('refuses a transfer to the account it comes from, and unknown types', () => {
    expect(problems({ ...transfer, toVirtualAccountCode: 'VA-1' })).toEqual([
      ['toVirtualAccountCode', 'The from and to virtual accounts must differ'],
    ]);
    expect(problems({ ...transfer, type: 'GIFT' }).map(([field]) => field)).toEqual(['type']);
  });
});

describe('the balance transfer list query', () => {
  it('pages from 0 and takes the filters as strings', () => {
    expect(balanceTransferListQuerySchema.parse({ page: '2', type: 'VAT', createdFrom: '2024-05-01' })).toEqual({
      page: 2,
      limit: 25,
      type: 'VAT',
      createdFrom: '2024-05-01',
    });
  });

  it('refuses a date range that ends before it starts', () => {
    const parsed = balanceTransferListQuerySchema.safeParse({ createdFrom: '2024-05-02', createdTo: '2024-05-01' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Invalid date range']);
  });
});
