import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';
import { pspReportStatuses } from './psp-report.ts';

/**
 * A settlement batch (the PSP Settlements screen): the lines of one imported settlement report that share a batch
 * number and currency, summed. Gross, PSP fees (commission) and net are the sums of its lines; `reconciledCount` is
 * how many of them were reconciled with a payment, refund or chargeback; the status is the report's rule applied
 * to the batch's lines (reconciled when every line naming a transaction was, partially reconciled when some were).
 */
export const pspSettlementBatchSchema = z
  .object({
    executionId: codeSchema,
    integrationCode: codeSchema,
    fileName: z.string(),
    /** The settlement date: the latest booking date of the batch's lines. */
    settlementDate: calendarDateSchema,
    batchNumber: z.string().nullable(),
    currency: currencyCodeSchema,
    grossAmount: minorUnitsSchema,
    commission: minorUnitsSchema,
    netAmount: minorUnitsSchema,
    lineCount: z.int().min(1),
    reconciledCount: z.int().min(0),
    status: z.enum(pspReportStatuses),
    importedAt: timestampSchema,
  })
  .meta({ id: 'PspSettlementBatch' });

export const pspSettlementListQuerySchema = pageQuerySchema;

export type PspSettlementBatch = z.infer<typeof pspSettlementBatchSchema>;
