import { describe, expect, it } from 'vitest';
import { isReadingRoute } from '../auth/route-roles.ts';
import { opsRoles } from '../contract/index.ts';
import type { ActionSubject } from './action.ts';
import { allowedToRoles, availableActions, refusalOf } from './availability.ts';
import {
  approveBatchAction,
  balanceTransferAction,
  endOpsAccountSessionsAction,
  setOpsAccountRolesAction,
} from './index.ts';
import { actionRegistry } from './registry.ts';

const bound = { merchantCode: 'M-1', divisionCode: 'D-1' };
const everything: ActionSubject = {
  accountHolderCode: 'AH-1',
  splitCode: 'S-1',
  payoutCode: 'P-1',
  payoutRequestCode: 'PR-1',
  virtualAccountCode: 'VA-1',
  bankLineCode: 'BL-1',
  taskCode: 'K-1',
  username: 'user',
  approvalRequestCode: 'AR-1',
};

describe('what each ops role is offered', () => {
  it('offers the viewer nothing that acts: only actions that read, go somewhere or belong to the session', () => {
    const offered = availableActions(actionRegistry, {
      permissions: ['ops'],
      roles: ['viewer'],
      scope: bound,
      subject: everything,
    });
    const acting = offered.filter((action) => action.route && !isReadingRoute(action.route)).map(({ id }) => id);
    expect(acting).toEqual([]);
    expect(offered.map(({ id }) => id)).toContain('screens.goToHome');
  });

  it('does not offer the operator to approve a payout batch, and says why when asked anyway', () => {
    const situation = { permissions: ['ops'] as const, scope: bound, subject: everything };
    const ids = (roles: (typeof opsRoles)[number][]) =>
      availableActions(actionRegistry, { ...situation, roles }).map(({ id }) => id);
    expect(ids(['operator'])).not.toContain('payouts.approve');
    expect(ids(['treasury'])).toContain('payouts.approve');
    expect(refusalOf(approveBatchAction, { permissions: ['ops'], roles: ['operator'], scope: bound })).toBe(
      'opsRoles.notAllowed',
    );
    expect(
      refusalOf(balanceTransferAction, { permissions: ['ops'], roles: [...opsRoles], scope: bound }),
    ).toBeUndefined();
  });

  it("offers the admin alone to set an account's roles and end its sessions, also without a bound merchant", () => {
    for (const action of [setOpsAccountRolesAction, endOpsAccountSessionsAction]) {
      expect(opsRoles.filter((role) => allowedToRoles(action, [role]))).toEqual(['admin']);
      expect(refusalOf(action, { permissions: ['ops'], roles: ['admin'], scope: undefined })).toBeUndefined();
      expect(refusalOf(action, { permissions: ['ops'], roles: ['viewer', 'operator'], scope: undefined })).toBe(
        'opsRoles.notAllowed',
      );
    }
    expect(allowedToRoles(approveBatchAction, [])).toBe(false);
  });
});
