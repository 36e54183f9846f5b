import { routeRoles } from '@ops/core/auth';
import { type OpsRole, opsRoles } from '@ops/core/contract';
import { i18nObject } from '@ops/locales';
import type { Caller } from '../identity/caller.ts';
import { ApiProblem } from './api-problem.ts';

const en = i18nObject('en');

/**
 * The roles that may call a route: core's `routeRoles`, the one table every caller offers by. A route it does not
 * name (only tests mount such) is the admin's alone.
 */
export function rolesAllowedFor(routeId: string): readonly OpsRole[] {
  return (routeRoles as Readonly<Record<string, readonly OpsRole[]>>)[routeId] ?? ['admin'];
}

/**
 * Refuses a call the caller's ops roles do not allow: 403 'Unauthorised' (the spec's word), its detail naming the
 * roles the route needs and those the account has. Runs before the request is read, so a refused call learns
 * nothing of its input's validity and writes nothing.
 */
export function checkCallerRoles(routeId: string, caller: Caller): void {
  const allowed = rolesAllowedFor(routeId);
  if (caller.roles.some((role) => allowed.includes(role))) return;
  const names = (roles: readonly OpsRole[]) =>
    roles.length === 0 ? en.opsRoles.wire.noRoles() : opsRoles.filter((role) => roles.includes(role)).join(', ');
  throw new ApiProblem(403, en.opsRoles.wire.unauthorised(), [
    { field: 'roles', message: en.opsRoles.wire.needsRole({ needed: names(allowed), held: names(caller.roles) }) },
  ]);
}
