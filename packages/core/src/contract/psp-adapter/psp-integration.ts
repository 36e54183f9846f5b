import { z } from 'zod';
import { codeSchema, timestampSchema } from '../primitives.ts';

/** The PSPs an integration can read settlement reports of (spec section 7, available integrations). */
export const pspProviders = ['ADYEN'] as const;
export type PspProvider = (typeof pspProviders)[number];

/** Auto-reconciliation (spec section 4): enabled or disabled; scheduled or manual. */
export const autoReconciliationStatuses = ['ENABLED', 'DISABLED'] as const;
export const autoReconciliationSchedulings = ['SCHEDULED', 'MANUAL'] as const;

/** A PSP the adapter can connect a division to, and the report it reads. */
export const availablePspIntegrationSchema = z
  .object({ provider: z.enum(pspProviders), name: z.string(), report: z.string() })
  .meta({ id: 'AvailablePspIntegration' });

/** What an integration last imported: its newest settlement report. */
export const pspLastImportSchema = z.object({
  executionId: codeSchema,
  fileName: z.string(),
  lineCount: z.int().min(0),
  importedAt: timestampSchema,
});

/**
 * A division's PSP integration: the PSP and the merchant account the division has there, whose settlement reports
 * are read into PSP report items and reconciled with the division's splits.
 */
export const pspIntegrationSchema = z
  .object({
    code: codeSchema,
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    provider: z.enum(pspProviders),
    /** The merchant account at the PSP: a report line of another account is refused. */
    merchantAccount: z.string(),
    autoReconciliation: z.enum(autoReconciliationStatuses),
    scheduling: z.enum(autoReconciliationSchedulings),
    createdBy: z.string(),
    createdAt: timestampSchema,
    lastImport: pspLastImportSchema.nullable(),
  })
  .meta({ id: 'PspIntegration' });

const merchantAccountSchema = z.string().trim().min(1).max(80);

export const createPspIntegrationBodySchema = z
  .object({
    provider: z.enum(pspProviders),
    merchantAccount: merchantAccountSchema,
    autoReconciliation: z.enum(autoReconciliationStatuses).default('ENABLED'),
    scheduling: z.enum(autoReconciliationSchedulings).default('MANUAL'),
  })
  .meta({ id: 'CreatePspIntegration' });

export const updatePspIntegrationBodySchema = z
  .object({
    merchantAccount: merchantAccountSchema.optional(),
    autoReconciliation: z.enum(autoReconciliationStatuses).optional(),
    scheduling: z.enum(autoReconciliationSchedulings).optional(),
  })
  .meta({ id: 'UpdatePspIntegration' });

export const pspDivisionParamsSchema = z.object({ merchantCode: codeSchema, divisionCode: codeSchema });
export const pspIntegrationParamsSchema = pspDivisionParamsSchema.extend({ integrationCode: codeSchema });
export const pspExecutionParamsSchema = pspDivisionParamsSchema.extend({ executionId: codeSchema });

export type AvailablePspIntegration = z.infer<typeof availablePspIntegrationSchema>;
export type PspIntegration = z.infer<typeof pspIntegrationSchema>;
export type CreatePspIntegrationBody = z.input<typeof createPspIntegrationBodySchema>;
export type UpdatePspIntegrationBody = z.infer<typeof updatePspIntegrationBodySchema>;
