import { z } from 'zod';
import { codeSchema, optionalText, requiredText, timestampSchema } from '../primitives.ts';
import { kycTierSchema } from './merchant.ts';
import { virtualAccountSchema } from './virtual-account.ts';

export const divisionSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    displayName: z.string(),
    description: z.string(),
    kycTier: kycTierSchema,
    /** IBAN of the division's own bank account, once it has one. */
    iban: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Division' });

/** A division with its virtual accounts and their balances (GET .../divisions/detailed). */
export const divisionDetailsSchema = divisionSchema
  .extend({ virtualAccounts: z.array(virtualAccountSchema) })
  .meta({ id: 'DivisionDetails' });

/** A new division's KYC tier defaults to its merchant's default KYC tier. */
export const createDivisionBodySchema = z
  .object({
    displayName: requiredText(),
    description: optionalText(),
    kycTier: kycTierSchema.optional(),
  })
  .meta({ id: 'CreateDivision' });

export const divisionParamsSchema = z.object({ merchantCode: codeSchema, divisionCode: codeSchema });

export type Division = z.infer<typeof divisionSchema>;
export type DivisionDetails = z.infer<typeof divisionDetailsSchema>;
export type CreateDivisionBody = z.input<typeof createDivisionBodySchema>;
