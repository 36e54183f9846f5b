import { z } from 'zod';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';
import { bankLineStatuses, bankLineTypes } from './payout-batch-status.ts';

/**
 * A bank statement line (spec section 3, the bank integration item): one entry of a camt.053 statement. Its
 * `reference` is the end-to-end id as the bank reported it: a payout request's code, or the start of it when the
 * bank truncated it. `from` and `toBank` are the two accounts the money went between, by its direction.
 */
export const bankLineSchema = z
  .object({
    code: codeSchema,
    /** The connection: the bank that keeps the account. */
    bankName: z.string(),
    type: z.enum(bankLineTypes),
    status: z.enum(bankLineStatuses),
    /**
     * The bank has not booked it yet (issue 34: a camt.053 entry whose status is not BOOK): it settles nothing, a
     * match of it is TENTATIVE until the booked line of its entry confirms it.
     */
    pending: z.boolean(),
    /** The settlement date: the day the bank booked it. */
    settlementDate: calendarDateSchema,
    creditDebit: z.enum(['CRDT', 'DBIT']),
    currency: currencyCodeSchema,
    /** The total amount, always positive: `creditDebit` gives the direction. */
    amount: minorUnitsSchema.min(1),
    reference: z.string().nullable(),
    /** The batch external reference: the payout batch as the bank reported it (the payment information id). */
    payoutCode: codeSchema.nullable(),
    from: z.string().nullable(),
    toBank: z.string().nullable(),
    /** The other side's IBAN: the creditor of a payment made, the debtor of money that came in. */
    creditorIban: z.string().nullable(),
    counterpartyName: z.string().nullable(),
    /** The description: the remittance information. */
    description: z.string().nullable(),
    /** The merchant and division of the payout request it matched. */
    merchantName: z.string().nullable(),
    divisionName: z.string().nullable(),
    /** The bank statement match: the payout request it settled, once reconciled. */
    payoutRequestCode: codeSchema.nullable(),
    /** The account money that came in was allocated to by hand. */
    virtualAccountCode: codeSchema.nullable(),
    reconciledTransactions: z.int().min(0),
    failureReason: z.string().nullable(),
    allocatedBy: z.string().nullable(),
    allocatedAt: timestampSchema.nullable(),
    bookedAt: timestampSchema,
    /** The statement file it came in, and the entry as the file had it (the raw-data view). */
    fileCode: codeSchema.nullable(),
    statementId: z.string().nullable(),
    rawData: z.string().nullable(),
  })
  .meta({ id: 'BankLine' });

export const bankLineListQuerySchema = pageQuerySchema.extend({
  fileCode: codeSchema.optional(),
  payoutCode: codeSchema.optional(),
  status: z.enum(bankLineStatuses).optional(),
  type: z.enum(bankLineTypes).optional(),
  /**
   * The workbench's lines (issue 34): payments not yet matched, whichever division they turn out to be, and the lines
   * of the division's workbench matches; of a division only.
   */
  workbench: z.stringbool().optional(),
  /** A query in the list query language (core's `bankLineQueryFields`), held to the other filters. */
  query: listQueryTextSchema,
});

/**
 * Allocating a line: without an account, it is matched again with the payout item its end-to-end id names; with
 * one, money that came in (a deposit) is booked onto that virtual account's confirmed balance.
 */
export const allocateBankLineBodySchema = z
  .object({ bankLineCode: codeSchema, virtualAccountCode: codeSchema.optional() })
  .meta({ id: 'AllocateBankLine' });

export const bankLineParamsSchema = z.object({ bankLineCode: codeSchema.describe("The bank statement line's code") });

export const confirmPayoutQuerySchema = z.object({
  payout_code: codeSchema.describe('The full payout request code the truncated reference stands for'),
});

/** The sandbox statement's query: the payout request whose end-to-end id the bank cuts short, on demand. */
export const sandboxStatementQuerySchema = z.object({
  truncate: codeSchema.optional().describe('A payout request code to report truncated'),
});

export type BankLine = z.infer<typeof bankLineSchema>;
export type BankLineListQuery = z.infer<typeof bankLineListQuerySchema>;
