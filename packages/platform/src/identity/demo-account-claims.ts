import type { Queryable } from '../db/database.ts';
import { claimsOf, type DemoAccount } from './demo-accounts.ts';
import { rolesOfDemoAccount } from './ops-account-roles.ts';

/** A demo account's identity token claims, its current ops roles under the configured claim among them. */
export type DemoAccountClaims = (
  account: DemoAccount,
) => Promise<ReturnType<typeof claimsOf> & Record<string, unknown>>;

export function demoAccountClaims(db: Queryable, rolesClaim: string): DemoAccountClaims {
  return async (account) => ({ ...claimsOf(account), [rolesClaim]: await rolesOfDemoAccount(db, account) });
}
