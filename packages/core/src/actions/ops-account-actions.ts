import { z } from 'zod';
import { setOpsAccountRolesBodySchema } from '../contract/index.ts';
import { defineAction } from './action.ts';

/** The account acted on: its id (`demo-viewer`) or its e-mail (`viewer@sandbox.test`). */
const account = z.object({
  account: z.string().trim().min(1).max(100).describe("The ops account's e-mail or id"),
});

/**
 * Gives an ops account its whole set of roles (issue 30), from its next sign-in: a configuration change, the
 * admin's, who gives or takes away only roles they hold (the platform refuses the others with 403).
 */
export const setOpsAccountRolesAction = defineAction({
  id: 'opsAccounts.setRoles',
  formScreen: '/configurations/ops-roles',
  labelKey: 'opsRoles.actions.setRoles',
  group: 'merchant',
  keywords: ['ops roles', 'role', 'roles', 'permissions', 'viewer', 'operator', 'admin', 'rollen', 'rechten'],
  permission: 'ops',
  route: 'setOpsAccountRoles',
  needsMerchant: false,
  changes: ['opsAccounts'],
  parameters: account.extend(setOpsAccountRolesBodySchema.shape),
  run: (context, { account: accountId, roles }) =>
    context.clients.opsAccounts.setOpsAccountRoles({ params: { accountId }, body: { roles } }),
});

/**
 * Ends an ops account's console and CLI sessions (issue 30): its refresh tokens are revoked and every token issued
 * before now is refused, so its next call is 401 and it signs in again. Asks first.
 */
export const endOpsAccountSessionsAction = defineAction({
  id: 'opsAccounts.endSessions',
  formScreen: '/configurations/ops-roles',
  labelKey: 'opsRoles.actions.endSessions',
  group: 'merchant',
  keywords: ['sessions', 'revoke', 'end', 'ops account', 'sessies', 'intrekken', 'beëindigen'],
  permission: 'ops',
  route: 'endOpsAccountSessions',
  needsMerchant: false,
  risk: 'deletes',
  confirmKey: 'opsRoles.confirmEndSessions',
  changes: ['opsAccounts'],
  parameters: account,
  run: (context, { account: accountId }) =>
    context.clients.opsAccounts.endOpsAccountSessions({ params: { accountId } }),
});

export const opsAccountActions = [setOpsAccountRolesAction, endOpsAccountSessionsAction] as const;
