import { type OpsRole, opsRoles } from '@ops/core/contract';

/**
 * The ops roles a token's roles claim names, as an identity provider sends groups: a list of names, or one string
 * of names separated by spaces or commas. Names that are not ops roles (other groups) are left out; no claim is no
 * role.
 */
export function rolesFromClaim(value: unknown): OpsRole[] {
  const names = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const given = new Set(
    names.filter((name): name is string => typeof name === 'string').map((name) => name.trim().toLowerCase()),
  );
  return opsRoles.filter((role) => given.has(role));
}
