import type { MerchantUser } from '@ops/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { merchantUsers } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { merchantUserMessages as messages } from './merchant-user-messages.ts';

export type MerchantUserRow = typeof merchantUsers.$inferSelect;

export function toMerchantUser(row: MerchantUserRow): MerchantUser {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    enabled: row.enabled,
    isAdmin: row.isAdmin,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user of that merchant with that username; a user of another merchant is 'No user found' too. */
export async function requireMerchantUser(
  db: Queryable,
  address: { merchantCode: string; username: string },
): Promise<MerchantUserRow> {
  const [user] = await db
    .select()
    .from(merchantUsers)
    .where(
      and(
        eq(merchantUsers.merchantCode, address.merchantCode),
        eq(merchantUsers.username, address.username.trim().toLowerCase()),
      ),
    );
  if (!user) throw notFound(messages.notFound);
  return user;
}
