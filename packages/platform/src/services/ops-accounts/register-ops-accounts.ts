import { type OpsRole, opsAccountRoutes as routes } from '@ops/core/contract';
import { i18nObject } from '@ops/locales';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/database.ts';
import { ApiProblem, conflict, notFound } from '../../http/api-problem.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { type DemoAccount, demoAccounts, findDemoAccount, findDemoAccountById } from '../../identity/demo-accounts.ts';
import { endedSessionsOf } from '../../identity/ended-sessions.ts';
import { inRoleOrder, rolesOfDemoAccount, storeRolesOfDemoAccount } from '../../identity/ops-account-roles.ts';
import type { ServiceParts } from '../service-parts.ts';

const wire = i18nObject('en').opsRoles.wire;
const entityType = 'opsAccount';

/**
 * Ops accounts and their roles (issue 30; prefix `opsaccounts/api/v1`). `me` answers the caller's roles as their
 * identity token gives them (web and cli offer actions by them). The list is the embedded provider's ops staff with
 * the roles their next token carries (none with an external issuer, whose tokens bring the roles). Setting an
 * account's roles (the admin's, by core's table) stores its whole set (`ops_account_roles`), audited as
 * `opsAccount`; an admin adds or removes only roles they hold (403 'Unauthorised' otherwise), and with an external
 * issuer the call answers 409: roles are changed at the issuer. Ending an account's sessions (the admin's) revokes
 * what the embedded provider keeps for it (sign-in sessions, grants, refresh tokens) and refuses every token issued
 * until now (`ops_account_session_ends`, `identity/ended-sessions.ts`): its next call is 401. Audited as
 * `opsAccount` too. An account is named by its id or its e-mail. `platform` answers the platform's mode (sandbox or
 * production), which the cli reads before it acts to name a production profile and ask first.
 */
export function registerOpsAccounts(app: PlatformApp, database: Database, parts: ServiceParts): void {
  mountRoute(app, routes.getMyOpsAccount, async ({ caller }) => ({
    email: caller.email,
    name: caller.name,
    roles: inRoleOrder(caller.roles),
  }));

  mountRoute(app, routes.getPlatformMode, async () => ({ mode: parts.mode }));

  mountRoute(app, routes.listOpsAccounts, async () => {
    if (!parts.embeddedIdentity) return [];
    const staff = demoAccounts.filter((account) => account.opsStaff);
    return Promise.all(
      staff.map(async (account) => opsAccountOf(account, await rolesOfDemoAccount(database.db, account))),
    );
  });

  mountRoute(app, routes.setOpsAccountRoles, async ({ params, body, caller }) => {
    if (!parts.embeddedIdentity) throw conflict(wire.externalIssuer());
    const account = opsAccountNamed(params.accountId);
    return database.transaction(async (tx) => {
      const before = await rolesOfDemoAccount(tx, account);
      const changed = inRoleOrder([...before, ...body.roles]).filter(
        (role) => before.includes(role) !== body.roles.includes(role),
      );
      const notHeld = changed.filter((role) => !caller.roles.includes(role));
      if (notHeld.length > 0) {
        throw new ApiProblem(403, wire.unauthorised(), [
          { field: 'roles', message: wire.notYours({ roles: notHeld.join(', ') }) },
        ]);
      }
      await storeRolesOfDemoAccount(tx, account, body.roles, caller.email);
      const after = inRoleOrder(body.roles);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.setOpsAccountRoles.id,
        entityType,
        entityId: account.id,
        before: { roles: before },
        after: { roles: after },
      });
      return opsAccountOf(account, after);
    });
  });

  mountRoute(app, routes.endOpsAccountSessions, async ({ params, caller }) => {
    if (!parts.embeddedIdentity) throw conflict(wire.externalIssuer());
    const account = opsAccountNamed(params.accountId);
    const endedAt = new Date();
    await database.transaction(async (tx) => {
      await endedSessionsOf(database).end(tx, account.id, caller.email, endedAt);
      await recordAudit(tx, {
        actorEmail: caller.email,
        action: routes.endOpsAccountSessions.id,
        entityType,
        entityId: account.id,
        before: null,
        after: { sessionsEndedAt: endedAt.toISOString() },
      });
    });
    return { id: account.id, email: account.email, sessionsEndedAt: endedAt.toISOString() };
  });
}

/** The embedded provider's ops account of this id or e-mail; 404 for any other. */
function opsAccountNamed(idOrEmail: string): DemoAccount {
  const account = findDemoAccountById(idOrEmail) ?? findDemoAccount(idOrEmail);
  if (!account?.opsStaff) throw notFound(wire.unknownAccount());
  return account;
}

function opsAccountOf(account: DemoAccount, roles: OpsRole[]) {
  return { id: account.id, email: account.email, name: account.name, roles };
}
