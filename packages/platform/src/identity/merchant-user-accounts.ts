import { and, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { merchants, merchantUsers } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** A merchant user as the identity provider sees one: who they are, and whether they may sign in. */
export interface MerchantUserAccount {
  id: string;
  username: string;
  email: string | null;
  givenName: string;
  familyName: string;
  enabled: boolean;
  passwordHash: string | null;
}

const accountColumns = {
  id: merchantUsers.id,
  username: merchantUsers.username,
  email: merchantUsers.email,
  givenName: merchantUsers.firstName,
  familyName: merchantUsers.lastName,
  enabled: merchantUsers.enabled,
  passwordHash: merchantUsers.passwordHash,
};

/** The user of a merchant that still exists: a deleted merchant's users cannot sign in. */
const ofLiveMerchant = () => isNull(merchants.deletedAt);

/** The account with that `sub`, if it may be signed in (enabled, with an e-mail, of a live merchant). */
export async function findMerchantUserAccount(db: Queryable, id: string): Promise<MerchantUserAccount | undefined> {
  const [account] = await db
    .select(accountColumns)
    .from(merchantUsers)
    .innerJoin(merchants, eq(merchants.code, merchantUsers.merchantCode))
    .where(and(eq(merchantUsers.id, id), ofLiveMerchant()));
  return account?.enabled && account.email ? account : undefined;
}

/** The identity token claims of a merchant user (scopes openid, email and profile). */
export function merchantUserClaims(account: MerchantUserAccount) {
  return {
    sub: account.id,
    email: account.email ?? undefined,
    email_verified: true,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
  };
}

export type SignInOutcome =
  | { kind: 'signedIn'; account: MerchantUserAccount }
  | { kind: 'wrongPassword' }
  | { kind: 'disabled' };

/** The merchant user a typed username or e-mail names (of a live merchant), whatever their state. */
export async function merchantUserNamed(db: Queryable, login: string): Promise<MerchantUserAccount | undefined> {
  const name = login.trim().toLowerCase();
  const [account] = await db
    .select(accountColumns)
    .from(merchantUsers)
    .innerJoin(merchants, eq(merchants.code, merchantUsers.merchantCode))
    .where(and(or(eq(merchantUsers.username, name), eq(merchantUsers.email, name)), ofLiveMerchant()));
  return account;
}

/**
 * Checks the password of the merchant user a login named (`merchantUserNamed`). An unknown name, a user without a
 * password yet and a wrong password read the same, so the page tells nobody which usernames exist; a disabled
 * account says so only after the right password.
 */
export async function signInMerchantUser(
  account: MerchantUserAccount | undefined,
  password: string,
): Promise<SignInOutcome> {
  // An unknown name costs the same scrypt as a known one, so the time taken tells no username either.
  const matches = await verifyPassword(password, account?.passwordHash ?? (await unmatchableHash()));
  if (!account?.passwordHash || !matches) return { kind: 'wrongPassword' };
  if (!account.enabled || !account.email) return { kind: 'disabled' };
  return { kind: 'signedIn', account };
}

let unmatchable: Promise<string> | undefined;
function unmatchableHash(): Promise<string> {
  unmatchable ??= hashPassword(crypto.randomUUID());
  return unmatchable;
}
