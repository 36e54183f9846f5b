import { z } from 'zod';
import { checkCreatedRange } from '../created-range.ts';
import {
  splitTransactionStatusSchema,
  splitTransactionSubtypeSchema,
  splitTransactionTypeSchema,
  transactionFilterStatusSchema,
} from '../fund/split-status.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/** A filter that takes one value or several (the key repeated in the query): always a list once parsed. */
const oneOrMany = <Item extends z.ZodType>(item: Item) =>
  z.union([item.transform((value) => [value]), z.array(item).min(1)]).optional();

export const divisionTransactionsParamsSchema = z.object({ merchantCode: codeSchema, divisionCode: codeSchema });

/** One row of a division's transactions list (spec section 3's transaction fields). */
export const transactionRowSchema = z
  .object({
    splitCode: codeSchema,
    type: splitTransactionTypeSchema,
    subtype: splitTransactionSubtypeSchema,
    status: splitTransactionStatusSchema,
    /** The status of the transactions filter the row is listed under. */
    filterStatus: transactionFilterStatusSchema,
    /** The split's external reference. */
    reference: z.string().nullable(),
    orderNumber: z.string().nullable(),
    pspReference: z.string().nullable(),
    /** The first share's seller; `sellerCount` says how many share the transaction. */
    seller: z.object({ code: codeSchema, name: z.string() }),
    sellerCount: z.int().min(1),
    amount: minorUnitsSchema,
    currency: currencyCodeSchema,
    /** The PSP. */
    processor: z.string(),
    /** The payment method. */
    method: z.string(),
    createdAt: timestampSchema,
    /** A refund's or chargeback's payment. */
    paymentCode: codeSchema.nullable(),
  })
  .meta({ id: 'TransactionRow' });

/**
 * The transactions list's filters (spec section 4): filter statuses and types (one or several each), a creation
 * date range (UTC days, both included), and a search on the start of the split code, reference, order number or
 * PSP reference, in any case.
 */
export const transactionListQuerySchema = pageQuerySchema
  .extend({
    status: oneOrMany(transactionFilterStatusSchema).describe('One or more filter statuses (repeat the key)'),
    type: oneOrMany(splitTransactionTypeSchema).describe('One or more types (repeat the key)'),
    createdFrom: calendarDateSchema.optional(),
    createdTo: calendarDateSchema.optional(),
    search: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .optional()
      .describe('Start of the split code, reference, order number or PSP reference'),
    accountHolderCode: codeSchema.optional().describe("One seller's transactions: those with a share of that seller"),
    query: listQueryTextSchema,
  })
  .superRefine(checkCreatedRange);

export type TransactionRow = z.infer<typeof transactionRowSchema>;
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
