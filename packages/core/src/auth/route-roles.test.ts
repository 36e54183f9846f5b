import { describe, expect, it } from 'vitest';
import { planRouteTables } from '../api/plan-routes.ts';
import { opsRoles } from '../contract/index.ts';
import { type ContractRouteId, isReadingRoute, mayCallRoute, routeRoles } from './route-roles.ts';

const contractRoutes = Object.values(planRouteTables({ checkAnswers: false })).flatMap((table) => Object.values(table));

describe('who may call each route', () => {
  it('names every route of the contract and nothing else, so a new route cannot be forgotten', () => {
    expect(Object.keys(routeRoles).sort()).toEqual(contractRoutes.map((route) => route.id).sort());
  });

  it('lets every role read: a GET route is for every role, but for the ones that generate or regenerate', () => {
    const writingGets = contractRoutes
      .filter((route) => route.method === 'GET' && !isReadingRoute(route.id as ContractRouteId))
      .map((route) => route.id);
    expect(writingGets.sort()).toEqual([
      'generateOnboardingUrl',
      'regenerateDivisionPayoutRequests',
      'regeneratePayoutRequests',
    ]);
  });

  it('gives the viewer nothing to act on (but views of the lists it reads, its own)', () => {
    const viewerWrites = contractRoutes.filter(
      (route) => route.method !== 'GET' && mayCallRoute(['viewer'], route.id as ContractRouteId),
    );
    expect(viewerWrites.map((route) => route.id).sort()).toEqual([
      'checkIban',
      'createSavedView',
      'deleteSavedView',
      'getPayoutRequestDetails',
      'searchPspReports',
      'setDefaultSavedView',
      'unsetDefaultSavedView',
      'updateSavedView',
    ]);
  });

  it('keeps payout batches from the operator and approvals for the approver', () => {
    expect(mayCallRoute(['operator'], 'approvePayout')).toBe(false);
    expect(mayCallRoute(['treasury'], 'approvePayout')).toBe(true);
    expect(mayCallRoute(['operator', 'treasury'], 'approveApprovalRequest')).toBe(false);
    expect(mayCallRoute(['viewer', 'approver'], 'approveApprovalRequest')).toBe(true);
    expect(mayCallRoute(['admin'], 'setOpsAccountRoles')).toBe(true);
    expect(
      mayCallRoute(
        [...opsRoles].filter((role) => role !== 'admin'),
        'setOpsAccountRoles',
      ),
    ).toBe(false);
  });
});
