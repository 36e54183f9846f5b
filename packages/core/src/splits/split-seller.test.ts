import { describe, expect, it } from 'vitest';
import type { AccountHolder, VirtualAccount } from '../contract/index.ts';
import { isSellerSearchReady, splitSellerOf } from './split-seller.ts';

const account = (currency: string, type: VirtualAccount['type'] = 'SELLER'): VirtualAccount => ({
  code: `VA-${currency}-${type}`,
  displayName: 'Main account',
  currency,
  type,
  confirmedBalance: 0,
  pendingBalance: 0,
  payoutBalance: 0,
});

const seller = (balances: VirtualAccount[] | undefined) =>
  ({ code: 'AH-1', name: 'Bakkerij de Vries', ...(balances ? { balances } : {}) }) as AccountHolder;

describe("the split creator's seller search", () => {
  it('asks the server only from 3 letters on, spaces not counted', () => {
    expect(isSellerSearchReady('Ba')).toBe(false);
    expect(isSellerSearchReady('  Ba  ')).toBe(false);
    expect(isSellerSearchReady('Bak')).toBe(true);
  });

  it("keeps a found seller's code, name and the currencies of its own virtual accounts", () => {
    expect(
      splitSellerOf(seller([account('EUR'), account('USD'), account('EUR'), account('GBP', 'DIVISION_INCOME')])),
    ).toEqual({ code: 'AH-1', name: 'Bakkerij de Vries', currencies: ['EUR', 'USD'] });
    expect(splitSellerOf(seller(undefined)).currencies).toEqual([]);
  });
});
