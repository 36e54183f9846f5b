import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { codeSchema, emailSchema, requiredText, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';

/** A username: 3 to 64 letters, digits, `.`, `-`, `_` or `@`, starting with a letter or digit; kept lower case. */
export const usernamePattern = /^[a-z0-9][a-z0-9._@-]{2,63}$/;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(usernamePattern, wireMessages.usernameInvalid)
  .describe('3 to 64 letters, digits, dots, dashes, underscores or @');

/**
 * A merchant's user (spec section 3): an account of the platform's identity provider that signs in to the
 * merchant dashboard, never to the ops console. `email` may be missing: such a user gets no password e-mail.
 */
export const merchantUserSchema = z
  .object({
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    enabled: z.boolean(),
    isAdmin: z.boolean(),
    /** Whether the user has set a password (through the password-reset e-mail). */
    hasPassword: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'MerchantUser' });

export const merchantUsersParamsSchema = z.object({ merchantCode: codeSchema });
export const merchantUserParamsSchema = merchantUsersParamsSchema.extend({ username: codeSchema });

/** The list: newest first; `search` matches username, e-mail or name. */
export const merchantUserListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(100).optional(),
});

/** An e-mail address, or empty (or null) for none: kept a plain string so a command line can give it as text. */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((email) => email === '' || emailSchema.safeParse(email).success, wireMessages.invalidEmail)
  .nullable()
  .describe('An e-mail address; empty for none');

/** The e-mail to store: none for an empty one. */
export const storedEmail = (email: string | null | undefined) => (email ? email : null);

export const createMerchantUserBodySchema = z.object({
  username: usernameSchema,
  email: optionalEmail.default(null),
  firstName: requiredText().max(100),
  lastName: requiredText().max(100),
  enabled: z.boolean().default(true),
  isAdmin: z.boolean().default(false),
});

/** Edit: any of the fields but the username, which names the account. */
export const updateMerchantUserBodySchema = z.object({
  email: optionalEmail.optional(),
  firstName: requiredText().max(100).optional(),
  lastName: requiredText().max(100).optional(),
  enabled: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
});

/** A password-reset e-mail went out: to whom, and until when its link works. */
export const passwordResetSentSchema = z
  .object({ sentTo: z.string(), expiresAt: timestampSchema })
  .meta({ id: 'PasswordResetSent' });

export const merchantUserPageSchema = pageOf(merchantUserSchema);

export type MerchantUser = z.infer<typeof merchantUserSchema>;
export type CreateMerchantUserBody = z.input<typeof createMerchantUserBodySchema>;
export type UpdateMerchantUserBody = z.input<typeof updateMerchantUserBodySchema>;
