import { z } from 'zod';
import { candidateCountSchema, exceptionReasonSchema } from '../reconciliation/exception-reason.ts';
import { pspReportItemSchema } from './psp-report.ts';

/**
 * An unmatched PSP report item no rule could place (the PSP side's exceptions queue, issue 34), with why against the
 * division's open transactions, refunds or chargebacks of its kind and its tolerance rule, and how many fit it within
 * the rule. A FAILED item keeps what failed it (the import's or auto-matching's refusal) in `item.failureReason`.
 */
export const pspReportItemExceptionSchema = z
  .object({ item: pspReportItemSchema, reason: exceptionReasonSchema, candidateCount: candidateCountSchema })
  .meta({ id: 'PspReportItemException' });

export type PspReportItemException = z.infer<typeof pspReportItemExceptionSchema>;
