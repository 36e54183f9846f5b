import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { bankLineSchema } from '../fund/bank-line.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/** What a bank line can be matched with on the workbench: a whole payout batch (its open items) or one item. */
export const matchCandidateKinds = ['batch', 'item'] as const;

export type MatchCandidateKind = (typeof matchCandidateKinds)[number];

export const bankLineCandidatesParamsSchema = divisionParamsSchema.extend({
  bankLineCode: codeSchema.describe("The unmatched bank statement line's code"),
});

/** How much each sign added to a candidate's score (out of 40, 20, 25 and 15: a score of 100 at most). */
export const candidateScorePartsSchema = z.object({
  amount: z.int().min(0).max(40),
  date: z.int().min(0).max(20),
  reference: z.int().min(0).max(25),
  counterparty: z.int().min(0).max(15),
});

/**
 * A candidate for an unmatched bank line (issue 34, the workbench): a payout batch at the bank with its items not yet
 * settled, or one such item. `amount` is what is still open (a batch's open items together); `difference` is the
 * line's amount less it, in minor units (0: the amounts agree).
 */
export const bankLineCandidateSchema = z
  .object({
    kind: z.enum(matchCandidateKinds),
    code: codeSchema,
    /** The batch: the item's own, or the batch itself. */
    payoutCode: codeSchema,
    currency: currencyCodeSchema,
    amount: minorUnitsSchema,
    itemCount: z.int().min(1),
    /** The day the batch went to the bank. */
    instructedOn: calendarDateSchema.nullable(),
    creditorName: z.string().nullable(),
    iban: z.string().nullable(),
    score: z.int().min(0).max(100),
    scoreParts: candidateScorePartsSchema,
    difference: z.int(),
    /** Its difference and day within the division's tolerance rule (`tolerance`): auto-matching could take it. */
    withinTolerance: z.boolean(),
  })
  .meta({ id: 'BankLineCandidate' });

/**
 * What the division's tolerance rule allows this line: a difference of at most `allowed` minor units either way (the
 * larger of the rule's minor units and its percent of the line's amount) and a batch instructed at most
 * `dateWindowDays` from the line's day. A division without a rule allows 0 and 0.
 */
export const lineToleranceSchema = z.object({ allowed: z.int().min(0), dateWindowDays: z.int().min(0) });

/** The candidates of one line, best first, with what the tolerance rule allows the line. */
export const bankLineCandidatesSchema = z
  .object({ line: bankLineSchema, tolerance: lineToleranceSchema, candidates: z.array(bankLineCandidateSchema) })
  .meta({ id: 'BankLineCandidates' });

export const matchCandidateRefSchema = z.object({ kind: z.enum(matchCandidateKinds), code: codeSchema });

/**
 * A match: one line with one or more candidates (one to many), or several lines with one candidate (many to one).
 * The lines' sum must equal the candidates' open amount.
 */
export const matchBankLinesBodySchema = z
  .object({
    bankLineCodes: z.array(codeSchema).min(1).max(100),
    candidates: z.array(matchCandidateRefSchema).min(1).max(100),
  })
  .meta({ id: 'MatchBankLines' });

export const bankLineMatchParamsSchema = divisionParamsSchema.extend({
  bankLineCode: codeSchema.describe('A matched bank statement line: its whole match is undone'),
});

export const unmatchBankLinesBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'UnmatchBankLines' });

/** What a workbench match holds on either side: its currency and total, who made it, and who undid it and why. */
export const matchOutcomeShape = {
  currency: currencyCodeSchema,
  amount: minorUnitsSchema,
  matchedBy: z.string(),
  matchedAt: timestampSchema,
  unmatchedBy: z.string().nullable(),
  unmatchedAt: timestampSchema.nullable(),
  unmatchReason: z.string().nullable(),
};

/**
 * A workbench match's status: MATCHED (its items settled through the ledger), UNMATCHED (undone, with a reason), or
 * TENTATIVE: made on pending lines, it settles nothing until the booked lines arrive and confirm it (MATCHED).
 */
export const bankLineMatchStatuses = ['TENTATIVE', 'MATCHED', 'UNMATCHED'] as const;

/** A match as made (or undone): its lines, the payout items they settled, and the total. */
export const bankLineMatchSchema = z
  .object({
    code: codeSchema,
    status: z.enum(bankLineMatchStatuses),
    bankLineCodes: z.array(codeSchema),
    payoutRequestCodes: z.array(codeSchema),
    ...matchOutcomeShape,
    /**
     * The lines' sum less the items' in minor units: 0 for a match by hand; what the division's tolerance rule let
     * auto-matching accept otherwise (the ledger moved the items' amounts, the difference is only recorded).
     */
    difference: z.int(),
  })
  .meta({ id: 'BankLineMatch' });

export type BankLineCandidate = z.infer<typeof bankLineCandidateSchema>;
export type BankLineCandidates = z.infer<typeof bankLineCandidatesSchema>;
export type LineTolerance = z.infer<typeof lineToleranceSchema>;
export type MatchBankLinesBody = z.infer<typeof matchBankLinesBodySchema>;
export type BankLineMatch = z.infer<typeof bankLineMatchSchema>;
