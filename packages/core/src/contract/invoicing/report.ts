import { z } from 'zod';
import { divisionParamsSchema } from '../account-owner/division.ts';
import { listQueryTextSchema } from '../list-query-text.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  minorUnitsSchema,
  timestampSchema,
} from '../primitives.ts';

/**
 * The kinds of report (spec sections 2 and 3): a virtual account's statement for a period (opening balance, every
 * posting, closing balance), the transactions (splits, refunds, chargebacks), the payouts (requests and their
 * batches) and the fees, for the division or for one seller.
 */
export const reportTypes = ['ACCOUNT_STATEMENT', 'TRANSACTIONS', 'PAYOUTS', 'FEES'] as const;
export const reportFormats = ['CSV', 'PDF'] as const;
/** Report status (spec section 4). */
export const reportStatuses = ['SCHEDULED', 'GENERATED', 'FAILED'] as const;
/** Whose report: the division's own (its income account, or all its sellers) or one seller's. */
export const reportScopes = ['DIVISION', 'SELLERS'] as const;

export const reportTypeSchema = z.enum(reportTypes);
export const reportFormatSchema = z.enum(reportFormats);
export const reportStatusSchema = z.enum(reportStatuses);
export const reportScopeSchema = z.enum(reportScopes);

/** A report as the list shows it (spec section 3: dates, account id and name, creation date, status, download). */
export const reportSchema = z
  .object({
    code: codeSchema,
    type: reportTypeSchema,
    format: reportFormatSchema,
    scope: reportScopeSchema,
    status: reportStatusSchema,
    from: calendarDateSchema,
    to: calendarDateSchema,
    virtualAccountCode: codeSchema.nullable(),
    accountName: z.string().nullable(),
    accountHolderCode: codeSchema.nullable(),
    currency: currencyCodeSchema.nullable(),
    /** A today's report: one a day for its division, type, account and format. */
    today: z.boolean(),
    requestedBy: z.string(),
    createdAt: timestampSchema,
    generatedAt: timestampSchema.nullable(),
    /** Rows in the file's table, once generated. */
    rowCount: z.int().min(0).nullable(),
    fileName: z.string().nullable(),
    fileSize: z.int().min(0).nullable(),
    /** Why it failed: a catalogue code (spec section 8) and its message. */
    failureCode: z.int().nullable(),
    failureMessage: z.string().nullable(),
  })
  .meta({ id: 'Report' });

/**
 * `{type}` is one of the report types, or `all` when listing. Kept a plain string on the wire so an unknown type is
 * answered with the catalogue's 4006 'Select a report' rather than a schema error.
 */
export const reportTypeParamsSchema = divisionParamsSchema.extend({ type: z.string().min(1) });
export const reportCodeParamsSchema = divisionParamsSchema.extend({ reportCode: codeSchema });

/**
 * Report list filters: the scope (tab), status, account, seller, a period overlapping a from and a to day, and a query
 * in the list query language (core's `reportQueryFields`).
 */
export const reportListQuerySchema = pageQuerySchema.extend({
  scope: reportScopeSchema.optional(),
  status: reportStatusSchema.optional(),
  virtualAccountCode: codeSchema.optional(),
  accountHolderCode: codeSchema.optional(),
  /** Reports whose period ends on or after this date. */
  from: calendarDateSchema.optional(),
  /** Reports whose period starts on or before this date. */
  to: calendarDateSchema.optional(),
  query: listQueryTextSchema,
});

/**
 * A report request. Dates are checked by the service with the catalogue's codes (4009 no from date, 4023 a bad
 * range), so they are optional strings here; `today` asks for today's report (from and to are today, UTC).
 */
export const reportRequestSchema = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    virtualAccountCode: z.string().optional(),
    format: reportFormatSchema.default('CSV'),
    /** SELLERS needs a seller's account (4002 'Select an account'); DIVISION when absent. */
    scope: reportScopeSchema.optional(),
    today: z.boolean().default(false),
  })
  .meta({ id: 'ReportRequest' });

/** The answer to a request: catalogue code 1001 'Report will be generated and available soon' and the report. */
export const reportRequestedSchema = z
  .object({ code: z.literal(1001), message: z.string(), report: reportSchema })
  .meta({ id: 'ReportRequested' });

/** An account a report may be asked for (`reports/accounts`): the division income account or a seller's. */
export const reportAccountSchema = z
  .object({
    virtualAccountCode: codeSchema,
    displayName: z.string(),
    currency: currencyCodeSchema,
    scope: reportScopeSchema,
    accountHolderCode: codeSchema.nullable(),
    accountHolderName: z.string().nullable(),
    balance: minorUnitsSchema.describe('Confirmed + pending + payout balance now'),
  })
  .meta({ id: 'ReportAccount' });

export const reportAccountsQuerySchema = pageQuerySchema.extend({
  scope: reportScopeSchema.optional(),
  /** Part of the seller's name or code, or the account's code. */
  search: z.string().trim().optional(),
});

export const reportPageSchema = pageOf(reportSchema).meta({ id: 'ReportPage' });
export const reportAccountPageSchema = pageOf(reportAccountSchema).meta({ id: 'ReportAccountPage' });

export type ReportType = z.infer<typeof reportTypeSchema>;
export type ReportFormat = z.infer<typeof reportFormatSchema>;
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export type ReportScope = z.infer<typeof reportScopeSchema>;
export type Report = z.infer<typeof reportSchema>;
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportAccount = z.infer<typeof reportAccountSchema>;
export type ReportListQuery = z.input<typeof reportListQuerySchema>;
