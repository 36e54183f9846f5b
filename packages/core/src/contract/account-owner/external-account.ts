import { z } from 'zod';
import { codeSchema, currencyCodeSchema, emailSchema, requiredMessage, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';
import {
  divisionAccountHolderParamsSchema,
  externalAccountStatuses,
  externalAccountStatusSchema,
} from './account-holder.ts';
import { ibanInputSchema } from './iban.ts';
import { storedFileSchema, uploadFileSchema } from './stored-file.ts';

/** How an external account is identified: by IBAN, or by account and routing number (outside SEPA). */
export const externalAccountTypes = ['IBAN', 'ACCOUNT_NUMBER'] as const;
export const externalAccountTypeSchema = z.enum(externalAccountTypes);

export const paymentMethods = ['SEPA', 'ACH', 'WIRE'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);

/**
 * A bank account a seller or a division is paid out to (spec section 3). Payouts go to the selected one.
 * Division accounts have no accountHolderCode.
 */
export const externalAccountSchema = z
  .object({
    code: codeSchema,
    divisionCode: codeSchema,
    accountHolderCode: codeSchema.nullable(),
    type: externalAccountTypeSchema,
    displayName: z.string(),
    currency: currencyCodeSchema,
    paymentMethod: paymentMethodSchema,
    iban: z.string().nullable(),
    accountNumber: z.string().nullable(),
    routingNumber: z.string().nullable(),
    selected: z.boolean(),
    status: externalAccountStatusSchema,
    /** Proof of the account (e.g. a bank statement), once uploaded. */
    file: storedFileSchema.nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ExternalAccount' });

const displayNameInput = z.string().trim().min(1, requiredMessage);
const accountNumberInput = z.string().trim().min(1, requiredMessage);

export const createExternalAccountBodySchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('IBAN'),
      iban: ibanInputSchema,
      currency: currencyCodeSchema.default('EUR'),
      displayName: displayNameInput.optional(),
      paymentMethod: paymentMethodSchema.default('SEPA'),
    }),
    z.object({
      type: z.literal('ACCOUNT_NUMBER'),
      accountNumber: accountNumberInput,
      routingNumber: accountNumberInput,
      currency: currencyCodeSchema,
      displayName: displayNameInput.optional(),
      paymentMethod: paymentMethodSchema.default('ACH'),
    }),
  ])
  .meta({ id: 'CreateExternalAccount' });

/** PATCH an external account; accounts in another currency than EUR are updated through hosted onboarding. */
export const externalAccountPatchSchema = z
  .object({
    displayName: displayNameInput.optional(),
    iban: ibanInputSchema.optional(),
    accountNumber: accountNumberInput.optional(),
    routingNumber: accountNumberInput.optional(),
    paymentMethod: paymentMethodSchema.optional(),
  })
  .meta({ id: 'ExternalAccountPatch' });

/** POST .../externalAccounts/{externalAccountId}/file (multipart): the proof of the account. */
export const externalAccountFileUploadSchema = z.object({ file: uploadFileSchema() });

export const externalAccountParamsSchema = divisionAccountHolderParamsSchema.extend({
  externalAccountId: codeSchema.describe("The external account's code"),
});

/** IBAN check (spec section 5): is the IBAN unique, or already an external account of another seller? */
export const ibanCheckBodySchema = z
  .object({
    iban: ibanInputSchema,
    /** The seller asking: its own accounts do not count as duplicates. */
    accountHolderCode: codeSchema.optional(),
  })
  .meta({ id: 'IbanCheck' });

export const ibanCheckResults = ['UNIQUE', 'DUPLICATE'] as const;

export const ibanCheckResultSchema = z
  .object({
    iban: z.string(),
    result: z.enum(ibanCheckResults),
    /** The other external accounts with this IBAN. */
    duplicates: z.array(
      z.object({
        externalAccountCode: codeSchema,
        accountHolderCode: codeSchema.nullable(),
        merchantCode: codeSchema,
        divisionCode: codeSchema,
      }),
    ),
  })
  .meta({ id: 'IbanCheckResult' });

export const newStatusRequiredMessage = wireMessages.pleaseSelectNewStatus;

/**
 * POST kyc2/kyc2/external-account/update-status: ops set an external account's status with a mandatory new
 * status and reason (internal comment, staff-only); the analyst is the ops user's e-mail.
 */
export const externalAccountStatusUpdateSchema = z
  .object({
    accountOwnerCode: codeSchema.describe("The seller's (account holder's) code"),
    externalAccountCode: codeSchema,
    status: z.enum(externalAccountStatuses, {
      error: (issue) => (issue.input === undefined ? newStatusRequiredMessage : undefined),
    }),
    internalComment: z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
      .trim()
      .min(1, requiredMessage),
    analyst: emailSchema,
  })
  .meta({ id: 'ExternalAccountStatusUpdate' });

export type ExternalAccountType = z.infer<typeof externalAccountTypeSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type ExternalAccount = z.infer<typeof externalAccountSchema>;
export type CreateExternalAccountBody = z.input<typeof createExternalAccountBodySchema>;
export type ExternalAccountPatch = z.input<typeof externalAccountPatchSchema>;
export type IbanCheckBody = z.input<typeof ibanCheckBodySchema>;
export type IbanCheckResult = z.infer<typeof ibanCheckResultSchema>;
export type ExternalAccountStatusUpdate = z.input<typeof externalAccountStatusUpdateSchema>;
