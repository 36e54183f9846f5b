import { z } from 'zod';
import { maxUploadBytes, uploadTooLargeMessage } from '../account-owner/stored-file.ts';
import { bankLineStatuses, bankLineTypes } from '../fund/payout-batch-status.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';
import { pspProviders } from './psp-integration.ts';

/**
 * The record types of a settlement details report this adapter reads: a payment settled, a refund or chargeback
 * booked, a fee, and the payout of the balance to the merchant's bank.
 */
export const pspRecordTypes = ['SETTLED', 'REFUNDED', 'CHARGEBACK', 'FEE', 'MERCHANT_PAYOUT'] as const;
export type PspRecordType = (typeof pspRecordTypes)[number];

/** The PSP integration item's status and type are the bank integration's (spec section 4). */
export const pspReportStatuses = bankLineStatuses;
export const pspReportTypes = bankLineTypes;

/**
 * A PSP report item (spec section 3, the PSP integration item): one line of a settlement report. `splitCode` is its
 * PSP report match: the payment, refund or chargeback its PSP reference and amount matched, once reconciled.
 */
export const pspReportItemSchema = z
  .object({
    code: codeSchema,
    integrationCode: codeSchema,
    /** The settlement report (execution) it came in. */
    executionId: codeSchema,
    lineNumber: z.int().min(2),
    /** The connection: the PSP. */
    provider: z.enum(pspProviders),
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    /** From: the merchant account at the PSP. */
    merchantAccount: z.string(),
    pspReference: z.string().nullable(),
    merchantReference: z.string().nullable(),
    recordType: z.enum(pspRecordTypes),
    type: z.enum(pspReportTypes),
    status: z.enum(pspReportStatuses),
    /** The settlement date: the report's booking date. */
    settlementDate: calendarDateSchema,
    /** The batch external reference: the PSP's settlement batch. */
    batchNumber: z.string().nullable(),
    currency: currencyCodeSchema,
    /** The total amount: gross, positive for money the PSP owes the merchant, negative for money taken back. */
    grossAmount: minorUnitsSchema,
    /** The PSP fees. */
    commission: minorUnitsSchema,
    netAmount: minorUnitsSchema,
    /** To bank: the line is a payout of the balance to the merchant's bank account. */
    toBank: z.boolean(),
    description: z.string().nullable(),
    splitCode: codeSchema.nullable(),
    reconciledTransactions: z.int().min(0),
    /**
     * The difference its workbench match records (its items' gross less its transactions' amounts, minor units): 0 for
     * a match by hand, what the division's tolerance rule let auto-matching accept otherwise; null in no match.
     */
    matchDifference: z.int().nullable(),
    failureReason: z.string().nullable(),
    importedAt: timestampSchema,
    /** The line as the CSV had it (the raw-data view). */
    rawData: z.string(),
  })
  .meta({ id: 'PspReportItem' });

/** POST .../psp/integration/{id}/settlement-reports (multipart): one settlement details report (CSV). */
export const pspSettlementUploadSchema = z
  .object({ file: z.file().max(maxUploadBytes, uploadTooLargeMessage) })
  .meta({ id: 'PspSettlementUpload' });

export const pspReportStatusCountsSchema = z.partialRecord(z.enum(pspReportStatuses), z.int().min(0));

/**
 * A settlement report as imported (an execution of the adapter): its lines, how many were new (a line already
 * imported from another report is not added again), and how reconciling them went. The same file imported again
 * answers its first import with `alreadyImported`.
 */
export const pspSettlementImportSchema = z
  .object({
    executionId: codeSchema,
    integrationCode: codeSchema,
    fileName: z.string(),
    lineCount: z.int().min(0),
    newLineCount: z.int().min(0),
    status: z.enum(pspReportStatuses),
    importedBy: z.string(),
    importedAt: timestampSchema,
    alreadyImported: z.boolean(),
    statuses: pspReportStatusCountsSchema,
  })
  .meta({ id: 'PspSettlementImport' });

/** Retrigger (spec section 5): fetch and import the PSP's reports of a date range of at most one month. */
export const retriggerPspIntegrationBodySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .meta({ id: 'RetriggerPspIntegration' });

/** POST psp-reports/search: the filter in the body, the page in the query like every list. */
export const pspReportSearchBodySchema = z
  .object({
    filter: z
      .object({
        merchantCode: codeSchema.optional(),
        divisionCode: codeSchema.optional(),
        integrationCode: codeSchema.optional(),
        executionId: codeSchema.optional(),
        status: z.enum(pspReportStatuses).optional(),
        type: z.enum(pspReportTypes).optional(),
        pspReference: z.string().optional(),
        /**
         * The workbench's items (issue 34): those it can match (settled, refunded or chargeback lines left
         * unallocated or failed, in no match) and those in a workbench match, to unmatch.
         */
        workbench: z.boolean().optional(),
      })
      .default({}),
  })
  .meta({ id: 'PspReportSearch' });

export const pspReportSearchQuerySchema = pageQuerySchema.extend({
  /** A query in the list query language (core's `pspLineQueryFields`), held to the body's filter. */
  query: listQueryTextSchema,
});

export type PspReportItem = z.infer<typeof pspReportItemSchema>;
export type PspSettlementImport = z.infer<typeof pspSettlementImportSchema>;
export type PspReportSearchBody = z.input<typeof pspReportSearchBodySchema>;
export type PspReportSearchQuery = z.output<typeof pspReportSearchQuerySchema>;
export type PspReportFilter = z.output<typeof pspReportSearchBodySchema>['filter'];
export type PspReportStatus = (typeof pspReportStatuses)[number];
