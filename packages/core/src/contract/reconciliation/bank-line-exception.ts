import { z } from 'zod';
import { bankLineSchema } from '../fund/bank-line.ts';
import { candidateCountSchema, exceptionReasonSchema } from './exception-reason.ts';

/** An unmatched payment line no rule could place, with why and how many candidates fit it within the rule. */
export const bankLineExceptionSchema = z
  .object({ line: bankLineSchema, reason: exceptionReasonSchema, candidateCount: candidateCountSchema })
  .meta({ id: 'BankLineException' });

export type BankLineException = z.infer<typeof bankLineExceptionSchema>;
