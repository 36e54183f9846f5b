import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';

/**
 * Why no rule placed a line (issue 34, the exceptions queues of the bank and PSP sides), judged against the
 * division's open candidates and tolerance rule (exact amounts on the same day without one): several candidates fit
 * it; one fits, but auto-matching has not taken it (another line fits it too, the division has no tolerance rule, no
 * run since, or the ledger refused the match: a PSP line's failure reason says so); a candidate fits but in another
 * currency; candidates are open in its currency but none within the rule; none is open in its currency.
 */
export const exceptionReasons = [
  'SEVERAL_CANDIDATES',
  'ONE_CANDIDATE',
  'CURRENCY_DIFFERS',
  'OUTSIDE_TOLERANCE',
  'NO_CANDIDATE',
] as const;

export type ExceptionReason = (typeof exceptionReasons)[number];

export const exceptionReasonSchema = z.enum(exceptionReasons);

/** An exceptions queue's page, by reason. */
export const exceptionQuerySchema = pageQuerySchema.extend({ reason: exceptionReasonSchema.optional() });

/** Candidates within the rule in the line's currency (0 for the last three reasons). */
export const candidateCountSchema = z.int().min(0);
