import { z } from 'zod';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';

/** The largest amount tolerance a rule may give, in minor units (1,000.00 in a two-decimal currency). */
export const maxToleranceMinor = 100_000;
/** The largest amount tolerance a rule may give as a percent of the line's amount. */
export const maxTolerancePercent = 10;
/** The widest date window a rule may give, in days either side. */
export const maxDateWindowDays = 31;

/** A percent with at most two decimals (0.01 % is one basis point, what the platform stores). */
const percentSchema = z
  .number()
  .min(0)
  .max(maxTolerancePercent)
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9, wireMessages.twoDecimalsAtMost);

/**
 * A division's reconciliation tolerance rule (issue 34), what auto-matching allows a bank line or a PSP report line
 * and its candidate to differ by: the amount by at most `amountMinor` (in the minor units of the line's currency) or `amountPercent` of
 * the line's amount, whichever allows more (null: not that way), and the day by at most `dateWindowDays` either side.
 * No amount tolerance is an exact match; a window of 0 the same day.
 */
export const toleranceRuleBodySchema = z
  .object({
    amountMinor: z.int().min(0).max(maxToleranceMinor).nullable(),
    amountPercent: percentSchema.nullable(),
    dateWindowDays: z.int().min(0).max(maxDateWindowDays),
  })
  .meta({ id: 'ToleranceRuleInput' });

/** The rule as the platform keeps it; a division that never set one has no amount tolerance and a window of 0. */
export const toleranceRuleSchema = toleranceRuleBodySchema
  .extend({
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    updatedBy: z.string().nullable(),
    updatedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'ToleranceRule' });

export type ToleranceRuleBody = z.input<typeof toleranceRuleBodySchema>;
export type ToleranceRule = z.infer<typeof toleranceRuleSchema>;
