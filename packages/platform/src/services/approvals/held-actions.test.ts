import { approvalHeldRoutes } from '@ops/core/contract';
import { describe, expect, it } from 'vitest';
import { heldActionOf } from './held-actions.ts';

describe('the routes an approval rule can hold back', () => {
  it('each knows what a rule judges of its calls, as the contract names them', () => {
    for (const [routeId, kind] of Object.entries(approvalHeldRoutes)) {
      expect(heldActionOf(routeId)?.kind, routeId).toBe(kind);
    }
    expect(heldActionOf('listBalanceTransfers')).toBeUndefined();
  });
});
