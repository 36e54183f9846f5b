import type { z } from 'zod';
import { wireMessages } from './wire-messages.ts';

/** A list query's creation date range: `createdFrom` and `createdTo`, UTC days, both inclusive, either left out. */
export interface CreatedRange {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** The `superRefine` of a query with a creation date range: a start after the end is refused, on `createdTo`. */
export function checkCreatedRange(query: CreatedRange, context: z.RefinementCtx): void {
  if (query.createdFrom && query.createdTo && query.createdFrom > query.createdTo) {
    context.addIssue({ code: 'custom', path: ['createdTo'], message: wireMessages.invalidDateRange });
  }
}
