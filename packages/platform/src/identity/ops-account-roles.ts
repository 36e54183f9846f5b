import { type OpsRole, opsRoles } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database.ts';
import { opsAccountRoles } from '../db/schema/index.ts';
import type { DemoAccount } from './demo-accounts.ts';

/** The roles in the contract's order, each once, whatever order they were given in. */
export function inRoleOrder(roles: readonly OpsRole[]): OpsRole[] {
  return opsRoles.filter((role) => roles.includes(role));
}

/** The roles a demo account signs in with: what an admin last set, else its demo definition's. */
export async function rolesOfDemoAccount(db: Queryable, account: DemoAccount): Promise<OpsRole[]> {
  const [row] = await db
    .select({ roles: opsAccountRoles.roles })
    .from(opsAccountRoles)
    .where(eq(opsAccountRoles.accountId, account.id));
  return inRoleOrder((row?.roles ?? account.roles) as OpsRole[]);
}

/** Stores a demo account's roles, replacing what it held; its next identity token carries them. */
export async function storeRolesOfDemoAccount(
  tx: Transaction,
  account: DemoAccount,
  roles: readonly OpsRole[],
  updatedBy: string,
): Promise<void> {
  const values = { accountId: account.id, roles: inRoleOrder(roles), updatedBy, updatedAt: new Date() };
  await tx
    .insert(opsAccountRoles)
    .values(values)
    .onConflictDoUpdate({ target: opsAccountRoles.accountId, set: values });
}
