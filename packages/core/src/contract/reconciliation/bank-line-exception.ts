import { z } from 'zod';
import { bankLineSchema } from '../fund/bank-line.ts';
import { pageQuerySchema } from '../paging.ts';

/**
 * Why no rule placed a line (issue 34, the exceptions queue), judged against the division's open candidates and
 * tolerance rule (exact amounts on the same day without one): several candidates fit it; one fits, but auto-matching
 * has not taken it (another line fits it too, the division has no tolerance rule, or no run since); a candidate fits
 * but in another currency; candidates are open in its currency but none within the rule; none is open in its currency.
 */
export const bankLineExceptionReasons = [
  'SEVERAL_CANDIDATES',
  'ONE_CANDIDATE',
  'CURRENCY_DIFFERS',
  'OUTSIDE_TOLERANCE',
  'NO_CANDIDATE',
] as const;

export type BankLineExceptionReason = (typeof bankLineExceptionReasons)[number];

/** An unmatched payment line no rule could place, with why and how many candidates fit it within the rule. */
export const bankLineExceptionSchema = z
  .object({
    line: bankLineSchema,
    reason: z.enum(bankLineExceptionReasons),
    /** Candidates within the rule in the line's currency (0 for the last three reasons). */
    candidateCount: z.int().min(0),
  })
  .meta({ id: 'BankLineException' });

export const bankLineExceptionQuerySchema = pageQuerySchema.extend({
  reason: z.enum(bankLineExceptionReasons).optional(),
});

export type BankLineException = z.infer<typeof bankLineExceptionSchema>;
