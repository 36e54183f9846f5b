import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountOwnerRoutes, buildPath } from '../contract/index.ts';
import { isPagedRoute, planRoute } from './plan-route.ts';
import { buildSearchParams } from './request-query.ts';

const listAccountHolders = planRoute(accountOwnerRoutes.listAccountHolders, { checkAnswers: false });
const searchMerchants = planRoute(accountOwnerRoutes.searchMerchants, { checkAnswers: false });

describe('buildSearchParams', () => {
  it('sends the 1-based UI page 0-based on paged calls', () => {
    const query = buildSearchParams(listAccountHolders, { page: 1, limit: 25 });
    expect(query.toString()).toBe('page=0&limit=25');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => {
        const params = buildSearchParams(searchMerchants, { page });
        return params.get('page') === String(page - 1);
      }),
    );
  });

  it('refuses a UI page below 1', () => {
    expect(() => buildSearchParams(listAccountHolders, { page: 0 })).toThrow(RangeError);
  });

  it('writes flags as true or false and leaves out missing filters', () => {
    const query = buildSearchParams(listAccountHolders, {
      _fragments: 'balances',
      hideNoBalance: true,
      showDeleted: false,
      search: undefined,
      status: null,
    });
    expect(query.toString()).toBe('_fragments=balances&hideNoBalance=true&showDeleted=false');
  });

  it('knows which calls are paged', () => {
    expect(isPagedRoute(accountOwnerRoutes.listAccountHolders)).toBe(true);
    expect(isPagedRoute(accountOwnerRoutes.listMerchantPayoutRequests)).toBe(true);
    expect(isPagedRoute(accountOwnerRoutes.getAccountHolder)).toBe(false);
    expect(isPagedRoute(accountOwnerRoutes.listUbos)).toBe(false);
  });
});

describe('call paths', () => {
  it("fills the spec's path with encoded codes", () => {
    const path = buildPath(accountOwnerRoutes.deleteUbo.path, {
      merchantCode: 'M-1',
      divisionCode: 'D 1',
      accountHolderCode: 'AH/1',
      uboId: 'U-1',
    });
    expect(path).toBe('accountowner/api/v2/accountowners/merchants/M-1/divisions/D%201/accountholders/AH%2F1/ubos/U-1');
  });
});
