import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account-owner.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A merchant's users (spec section 3): accounts of the embedded identity provider, signed in with a username or
 * e-mail and a password. `id` is their `sub` claim. Usernames and e-mail addresses are unique across merchants,
 * since they all sign in at the one provider.
 */
export const merchantUsers = pgTable(
  'merchant_users',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** `scrypt$N$r$p$salt$hash`; null until the user sets one through a password-reset link. */
    passwordHash: text('password_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('merchant_users_username_idx').on(table.username),
    uniqueIndex('merchant_users_email_idx').on(table.email).where(sql`${table.email} is not null`),
    index('merchant_users_merchant_idx').on(table.merchantCode, table.createdAt),
  ],
);

/** A password-reset link: only the SHA-256 of its token is kept; it works once, before it expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => merchantUsers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);
