import { z } from 'zod';
import { splitTransactionTypeSchema } from '../fund/split-status.ts';
import { calendarDateSchema, codeSchema, currencyCodeSchema, minorUnitsSchema } from '../primitives.ts';
import {
  candidateScorePartsSchema,
  lineToleranceSchema,
  matchOutcomeShape,
} from '../reconciliation/bank-line-match.ts';
import { pspDivisionParamsSchema } from './psp-integration.ts';
import { pspReportItemSchema } from './psp-report.ts';

export const pspReportCandidatesParamsSchema = pspDivisionParamsSchema.extend({
  reportItemCode: codeSchema.describe("The unmatched PSP report item's code"),
});

/**
 * A candidate for an unmatched PSP report item (issue 34, the workbench's PSP side): a transaction, refund or
 * chargeback of the division not yet reconciled nor cancelled, of the kind the item's record settles and in its
 * currency. `difference` is the item's amount (its gross, unsigned) less the candidate's, in minor units.
 */
export const pspReportCandidateSchema = z
  .object({
    kind: splitTransactionTypeSchema,
    code: codeSchema,
    currency: currencyCodeSchema,
    amount: minorUnitsSchema,
    /** The day the transaction was made. */
    createdOn: calendarDateSchema,
    pspReference: z.string().nullable(),
    reference: z.string().nullable(),
    paymentMethod: z.string(),
    score: z.int().min(0).max(100),
    scoreParts: candidateScorePartsSchema,
    difference: z.int(),
    /**
     * Its difference and day within the division's tolerance rule (`tolerance`): auto-matching could take it, as a
     * bank line candidate's `withinTolerance`.
     */
    withinTolerance: z.boolean(),
  })
  .meta({ id: 'PspReportCandidate' });

/** The candidates of one item, best first, with what the division's tolerance rule allows the item (its gross). */
export const pspReportCandidatesSchema = z
  .object({
    item: pspReportItemSchema,
    tolerance: lineToleranceSchema,
    candidates: z.array(pspReportCandidateSchema),
  })
  .meta({ id: 'PspReportCandidates' });

/**
 * A match: one item with one or more transactions (one to many), or several items with one transaction (many to
 * one). The items' gross amounts (unsigned) must sum to the transactions' amounts.
 */
export const matchPspReportItemsBodySchema = z
  .object({
    reportItemCodes: z.array(codeSchema).min(1).max(100),
    splitCodes: z.array(codeSchema).min(1).max(100),
  })
  .meta({ id: 'MatchPspReportItems' });

export const pspReportMatchParamsSchema = pspDivisionParamsSchema.extend({
  reportItemCode: codeSchema.describe('A matched PSP report item: its whole match is undone'),
});

export const unmatchPspReportItemsBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'UnmatchPspReportItems' });

/**
 * A match as made (or undone): its items, the transactions they reconciled, the total (the transactions' amounts) and
 * the PSP fees charged.
 */
export const pspReportMatchSchema = z
  .object({
    code: codeSchema,
    status: z.enum(['MATCHED', 'UNMATCHED']),
    reportItemCodes: z.array(codeSchema),
    splitCodes: z.array(codeSchema),
    ...matchOutcomeShape,
    pspFee: minorUnitsSchema,
    /**
     * The items' gross amounts (unsigned) less the transactions' in minor units: 0 for a match by hand; what the
     * division's tolerance rule let auto-matching accept otherwise (the ledger moved the transactions' amounts, the
     * difference is only recorded), as a bank line match's `difference`.
     */
    difference: z.int(),
  })
  .meta({ id: 'PspReportMatch' });

export type PspReportCandidate = z.infer<typeof pspReportCandidateSchema>;
export type PspReportCandidates = z.infer<typeof pspReportCandidatesSchema>;
export type MatchPspReportItemsBody = z.infer<typeof matchPspReportItemsBodySchema>;
export type PspReportMatch = z.infer<typeof pspReportMatchSchema>;
