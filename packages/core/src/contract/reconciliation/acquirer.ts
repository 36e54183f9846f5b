import { z } from 'zod';
import { timestampSchema } from '../primitives.ts';
import { pspProviders } from '../psp-adapter/psp-integration.ts';

/**
 * An acquirer the reconciliation reads settlement reports of (spec section 7, `reconciliation/acquirers`): a PSP the
 * adapter offers, with what the platform has of it across every merchant division.
 */
export const acquirerSchema = z
  .object({
    provider: z.enum(pspProviders),
    name: z.string(),
    /** Live PSP integrations with it (a removed one is not counted). */
    integrations: z.int().min(0),
    /** Settlement reports imported from it, and their lines. */
    reports: z.int().min(0),
    lines: z.int().min(0),
    /** Lines that matched nothing (UNALLOCATED) or could not be matched (FAILED). */
    unmatchedLines: z.int().min(0),
    lastImportedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'Acquirer' });

export type Acquirer = z.infer<typeof acquirerSchema>;
