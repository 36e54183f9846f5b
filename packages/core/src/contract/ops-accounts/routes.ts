import { defineRoute } from '../route.ts';
import {
  endedOpsSessionsSchema,
  myOpsAccountSchema,
  opsAccountListSchema,
  opsAccountParamsSchema,
  opsAccountSchema,
  platformModeSchema,
  setOpsAccountRolesBodySchema,
} from './ops-account.ts';

/** The ops accounts and their roles (issue 30): not in the spec, owned by the console. */
export const opsAccountService = 'opsaccounts/api/v1';

const accounts = `${opsAccountService}/accounts`;

export const getMyOpsAccount = defineRoute({
  id: 'getMyOpsAccount',
  service: opsAccountService,
  method: 'GET',
  path: `${opsAccountService}/me`,
  summary: 'The signed-in ops account and its roles, as its identity token gives them',
  response: myOpsAccountSchema,
});

export const getPlatformMode = defineRoute({
  id: 'getPlatformMode',
  service: opsAccountService,
  method: 'GET',
  path: `${opsAccountService}/platform`,
  summary: "The platform's mode, sandbox or production: the cli names a production profile before it acts",
  response: platformModeSchema,
});

export const listOpsAccounts = defineRoute({
  id: 'listOpsAccounts',
  service: opsAccountService,
  method: 'GET',
  path: accounts,
  summary: "The embedded identity provider's ops accounts and their roles; none with an external issuer",
  response: opsAccountListSchema,
});

export const setOpsAccountRoles = defineRoute({
  id: 'setOpsAccountRoles',
  service: opsAccountService,
  method: 'PUT',
  path: `${accounts}/{accountId}/roles`,
  summary:
    "Replaces an ops account's roles, from its next sign-in; an admin adds or removes only roles they hold themselves",
  params: opsAccountParamsSchema,
  body: setOpsAccountRolesBodySchema,
  response: opsAccountSchema,
});

export const endOpsAccountSessions = defineRoute({
  id: 'endOpsAccountSessions',
  service: opsAccountService,
  method: 'POST',
  path: `${accounts}/{accountId}/sessions/end`,
  summary:
    "Ends an ops account's console and CLI sessions: its refresh tokens are revoked and every token issued before now is refused (401)",
  params: opsAccountParamsSchema,
  response: endedOpsSessionsSchema,
});

/** Ops accounts (Configurations → Ops roles). */
export const opsAccountRoutes = {
  getMyOpsAccount,
  getPlatformMode,
  listOpsAccounts,
  setOpsAccountRoles,
  endOpsAccountSessions,
};
