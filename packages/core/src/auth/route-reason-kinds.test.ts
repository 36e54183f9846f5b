import { describe, expect, it } from 'vitest';
import { planRouteTables } from '../api/plan-routes.ts';
import { reasonKinds } from '../contract/index.ts';
import { reasonKindOf, routeReasonKinds } from './route-reason-kinds.ts';
import { type ContractRouteId, isReadingRoute } from './route-roles.ts';

const contractRoutes = Object.values(planRouteTables({ checkAnswers: false })).flatMap((table) => Object.values(table));

describe('which kind of change each route is', () => {
  it('weighs every writing route and no reading one, so a new write cannot be forgotten', () => {
    const writing = contractRoutes.filter((route) => !isReadingRoute(route.id as ContractRouteId)).map((r) => r.id);
    expect(Object.keys(routeReasonKinds).sort()).toEqual(writing.sort());
  });

  it('classifies money moves, deletions and configuration changes, and leaves reads without a kind', () => {
    expect(reasonKindOf('createBalanceTransfer')).toBe('moneyMovement');
    expect(reasonKindOf('deleteMerchant')).toBe('deletion');
    expect(reasonKindOf('updateDivisionConfig')).toBe('configurationChange');
    expect(reasonKindOf('updateKycStatus')).toBe('kycOverride');
    expect(reasonKindOf('createAccountHolder')).toBeUndefined();
    expect(reasonKindOf('listBalanceTransfers')).toBeUndefined();
  });

  it('deletes through a route of the deletion kind whenever its id says it deletes', () => {
    const deleting = Object.keys(routeReasonKinds).filter((id) => id.startsWith('delete'));
    expect(deleting.every((id) => reasonKindOf(id) === 'deletion')).toBe(true);
  });

  it('uses every kind somewhere', () => {
    expect(new Set(Object.values(routeReasonKinds).filter((kind) => kind !== 'none'))).toEqual(new Set(reasonKinds));
  });
});
