import { logoContentTypes } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountHolders, divisions } from './account-owner.ts';
import { bytea, moment } from './columns.ts';

/** A division's hosted onboarding settings (spec section 3); a division without a row has the defaults. */
export const hostedOnboardingConfigs = pgTable(
  'hosted_onboarding_configs',
  {
    divisionCode: text('division_code')
      .primaryKey()
      .references(() => divisions.code),
    primaryColor: text('primary_color').notNull(),
    redirectUrl: text('redirect_url'),
    linkLifetimeHours: integer('link_lifetime_hours').notNull(),
    logo: bytea('logo'),
    logoContentType: text('logo_content_type', { enum: logoContentTypes }),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('hosted_onboarding_configs_color_check', sql`${table.primaryColor} ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'`),
    check('hosted_onboarding_configs_lifetime_check', sql`${table.linkLifetimeHours} between 1 and 720`),
  ],
);

/**
 * A link given to a seller: the token in its URL names this row and is signed, so it cannot be made up or
 * changed. It works until `expires_at`, and once: submitting sets `used_at`.
 */
export const onboardingLinks = pgTable(
  'onboarding_links',
  {
    id: text('id').primaryKey(),
    accountHolderCode: text('account_holder_code')
      .notNull()
      .references(() => accountHolders.code),
    createdBy: text('created_by').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('onboarding_links_seller_idx').on(table.accountHolderCode)],
);

/** The key links are signed with (HMAC-SHA256), made on first use and kept with the data. */
export const onboardingLinkSecrets = pgTable('onboarding_link_secrets', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
});
