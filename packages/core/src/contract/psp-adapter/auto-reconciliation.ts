import { z } from 'zod';
import { calendarDateSchema, codeSchema, timestampSchema } from '../primitives.ts';

/** Who started an auto-reconciliation run: an ops user on demand, or the division's daily schedule. */
export const autoReconciliationTriggers = ['MANUAL', 'SCHEDULED'] as const;
/** A run is queued, then done (with what it did) or failed (with why). */
export const autoReconciliationRunStatuses = ['QUEUED', 'DONE', 'FAILED'] as const;

/** A settlement report a run fetched from the PSP and imported. */
export const autoReconciliationImportSchema = z.object({
  integrationCode: codeSchema,
  executionId: codeSchema,
  fileName: z.string(),
  from: calendarDateSchema,
  to: calendarDateSchema,
  lineCount: z.int().min(0),
  newLineCount: z.int().min(0),
});

/** What a run did: the reports it imported, and the lines it matched again with what had arrived since. */
export const autoReconciliationOutcomeSchema = z.object({
  reports: z.array(autoReconciliationImportSchema),
  /**
   * PSP report lines of the division now reconciled: unallocated ones naming a transaction that arrived since (or
   * failed with a reason), then those its tolerance rule placed.
   */
  pspLinesMatched: z.int().min(0),
  /** Bank statement lines now matched: those naming the division's payout requests, then those its tolerance rule placed. */
  bankLinesMatched: z.int().min(0),
});

/**
 * An auto-reconciliation run of a division (spec section 4): the PSP reports of its enabled integrations fetched
 * and imported, then its unmatched PSP report and bank statement lines matched again.
 */
export const autoReconciliationRunSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    trigger: z.enum(autoReconciliationTriggers),
    /** The day a scheduled run is for; null for a run on demand. */
    runDate: calendarDateSchema.nullable(),
    status: z.enum(autoReconciliationRunStatuses),
    requestedBy: z.string(),
    requestedAt: timestampSchema,
    finishedAt: timestampSchema.nullable(),
    outcome: autoReconciliationOutcomeSchema.nullable(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'AutoReconciliationRun' });

export const autoReconciliationRunParamsSchema = z.object({
  merchantCode: codeSchema,
  divisionCode: codeSchema,
  runCode: codeSchema,
});

export type AutoReconciliationRun = z.infer<typeof autoReconciliationRunSchema>;
export type AutoReconciliationOutcome = z.infer<typeof autoReconciliationOutcomeSchema>;
export type AutoReconciliationImport = z.infer<typeof autoReconciliationImportSchema>;
export type AutoReconciliationTrigger = (typeof autoReconciliationTriggers)[number];
