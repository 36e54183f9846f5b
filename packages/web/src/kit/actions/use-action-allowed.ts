import { type ActionDefinition, allowedToRoles } from '@ops/core/actions';
import { useMyRoles } from './use-my-roles.ts';

/**
 * Whether the signed-in account's roles allow the action (core's `allowedToRoles`, the one decision the palette and
 * the platform go by): a button, link or form that runs it shows only then. False while the roles are not known yet,
 * so nothing appears and then vanishes: what the roles allow appears once they are known (asked once a session, so
 * only the first screen waits for them).
 */
export function useActionAllowed(action: Pick<ActionDefinition, 'route'>): boolean {
  const roles = useMyRoles();
  return roles !== undefined && allowedToRoles(action, roles);
}
