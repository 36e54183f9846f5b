import { z } from 'zod';
import { divisionParamsSchema } from '../../account-owner/division.ts';
import { listQueryTextSchema } from '../../list-query-text.ts';
import {
  calendarDateSchema,
  codeSchema,
  currencyCodeSchema,
  emailSchema,
  listOf,
  minorUnitsSchema,
  timestampSchema,
} from '../../primitives.ts';
import { billingMessages as messages } from './billing-messages.ts';
import { basisPointsSchema } from './fee-contract.ts';

/** The lines of an invoice (spec section 3), in the order an invoice shows them. */
export const invoiceLineKinds = [
  'PROCESSING_VOLUME',
  'PLATFORM',
  'KYC_INDIVIDUAL',
  'KYC_BUSINESS',
  'KYC_SELLER',
  'BALANCE_TRANSFER',
  'NEGATIVE_INTEREST',
  'FIXED',
] as const;
export const invoiceLineKindSchema = z.enum(invoiceLineKinds);

export const invoiceLineSchema = z
  .object({
    kind: invoiceLineKindSchema,
    /** How many were charged: settled splits, KYC decisions, sellers, transfers, days of interest; 1 otherwise. */
    quantity: z.int().min(0),
    /** The amount a rate applied to (volume, balance), or null for a fee per item. */
    base: minorUnitsSchema.nullable(),
    amount: minorUnitsSchema.min(0),
  })
  .meta({ id: 'InvoiceLine' });

/** An invoice is booked (its total taken from the division income account) when it is created. */
export const invoiceStatuses = ['PAID'] as const;

export const invoiceSchema = z
  .object({
    code: codeSchema.describe('The invoice number'),
    merchantCode: codeSchema,
    divisionCode: codeSchema,
    currency: currencyCodeSchema,
    periodFrom: calendarDateSchema,
    periodTo: calendarDateSchema,
    /** The division income account the invoice was booked from. */
    accountCode: codeSchema,
    accountName: z.string(),
    contractCode: codeSchema,
    status: z.enum(invoiceStatuses),
    lines: z.array(invoiceLineSchema),
    subtotal: minorUnitsSchema,
    vatBasisPoints: basisPointsSchema,
    vat: minorUnitsSchema,
    total: minorUnitsSchema,
    /** The INVOICE balance transfer that booked it. */
    balanceTransferCode: codeSchema,
    createdBy: emailSchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'Invoice' });

/** A period's date: 'missing dates' when absent or empty (spec section 5). */
const periodDate = () =>
  z.iso.date({
    error: (issue) => (issue.input === undefined || issue.input === '' ? messages.missingDates : undefined),
  });

/** Create invoice (spec section 5): the period needs a start and an end, the start not after the end. */
export const createInvoiceBodySchema = z
  .object({
    from: periodDate(),
    to: periodDate(),
    currency: currencyCodeSchema.default('EUR'),
  })
  .refine((period) => period.from <= period.to, { path: ['to'], message: messages.invalidDateRange })
  .meta({ id: 'CreateInvoice' });

export const invoiceListSchema = listOf(invoiceSchema).meta({ id: 'InvoiceList' });

/** Invoice list filters: a query in the list query language (core's `invoiceQueryFields`). */
export const invoiceListQuerySchema = z.object({ query: listQueryTextSchema });

export const invoiceParamsSchema = divisionParamsSchema.extend({ invoiceCode: codeSchema });
export const feeContractParamsSchema = divisionParamsSchema.extend({ contractCode: codeSchema });

export type InvoiceLineKind = z.infer<typeof invoiceLineKindSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type CreateInvoiceBody = z.input<typeof createInvoiceBodySchema>;
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
