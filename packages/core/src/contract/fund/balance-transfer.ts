import { z } from 'zod';
import { virtualAccountSchema } from '../account-owner/virtual-account.ts';
import { checkCreatedRange } from '../created-range.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  requiredMessage,
  requiredText,
  timestampSchema,
} from '../primitives.ts';
import { fundMessages } from './fund-messages.ts';

/** Balance transfer types (spec section 4). */
export const balanceTransferTypes = [
  'CORRECTION',
  'USAGE_FEE',
  'VAT',
  'CHARGEBACK',
  'INVOICE',
  'PAYOUT_INVOICE',
  'WALLET',
  'DEPOSIT',
  'RESERVE',
] as const;
export const balanceTransferTypeSchema = z.enum(balanceTransferTypes);

/**
 * Money moved by hand between two virtual accounts of one division (spec sections 3 and 4): seller to seller,
 * seller to the division income account, or the division income account to a seller. It moves confirmed balance.
 */
export const balanceTransferSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    fromVirtualAccountCode: codeSchema,
    toVirtualAccountCode: codeSchema,
    amount: minorUnitsSchema.min(1),
    currency: currencyCodeSchema,
    type: balanceTransferTypeSchema,
    description: z.string().nullable(),
    /** E-mail of the ops user who made the transfer. */
    createdBy: z.string(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'BalanceTransfer' });

/** A positive whole number of minor units: 'Required' when missing, 'Invalid Amount' when not whole. */
const transferAmountSchema = z
  .int({ error: (issue) => (issue.input === undefined ? requiredMessage : fundMessages.invalidAmount) })
  .min(1, fundMessages.valueTooLow)
  .describe('Amount in minor units of the currency (EUR 10.00 is 1000), at least 1');

export const createBalanceTransferBodySchema = z
  .object({
    fromVirtualAccountCode: requiredText(),
    toVirtualAccountCode: requiredText(),
    amount: transferAmountSchema,
    currency: currencyCodeSchema,
    type: balanceTransferTypeSchema,
    /** Optional; blank means none. */
    description: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((text) => text || null),
  })
  .superRefine((transfer, context) => {
    if (transfer.fromVirtualAccountCode === transfer.toVirtualAccountCode) {
      context.addIssue({ code: 'custom', path: ['toVirtualAccountCode'], message: fundMessages.sameVirtualAccount });
    }
  })
  .meta({ id: 'CreateBalanceTransfer' });

/**
 * Balance transfer list filters: the merchant and division, either account, the from or to account, type,
 * currency, a creation date range (inclusive, UTC days), a search on the transfer's or an account's code, and a
 * query in the list query language (core's `balanceTransferQueryFields`).
 */
export const balanceTransferListQuerySchema = pageQuerySchema
  .extend({
    merchantCode: codeSchema.optional(),
    divisionCode: codeSchema.optional(),
    virtualAccountCode: codeSchema.optional().describe('Transfers from or to this virtual account'),
    fromVirtualAccountCode: codeSchema.optional(),
    toVirtualAccountCode: codeSchema.optional(),
    type: balanceTransferTypeSchema.optional(),
    currency: currencyCodeSchema.optional(),
    createdFrom: calendarDateSchema.optional(),
    createdTo: calendarDateSchema.optional(),
    search: z.string().trim().min(1).optional().describe("Start of the transfer's code or of either account's code"),
    query: listQueryTextSchema,
  })
  .superRefine(checkCreatedRange);

/** A virtual account's current balances, with whose it is. */
export const virtualAccountBalanceSchema = virtualAccountSchema
  .extend({
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    /** The seller's code; null for a division income account. */
    accountHolderCode: codeSchema.nullable(),
  })
  .meta({ id: 'VirtualAccountBalance' });

export const virtualAccountParamsSchema = z.object({ virtualAccountCode: codeSchema });

export type BalanceTransferType = z.infer<typeof balanceTransferTypeSchema>;
export type BalanceTransfer = z.infer<typeof balanceTransferSchema>;
export type CreateBalanceTransferBody = z.input<typeof createBalanceTransferBodySchema>;
export type BalanceTransferListQuery = z.infer<typeof balanceTransferListQuerySchema>;
export type VirtualAccountBalance = z.infer<typeof virtualAccountBalanceSchema>;
