import { divisionParamsSchema } from '../../account-owner/division.ts';
import { downloadedFileSchema } from '../../account-owner/stored-file.ts';
import { defineRoute } from '../../route.ts';
import { invoicingService } from '../paths.ts';
import {
  createFeeContractBodySchema,
  feeContractListQuerySchema,
  feeContractListSchema,
  feeContractSchema,
} from './fee-contract.ts';
import {
  createInvoiceBodySchema,
  feeContractParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceSchema,
} from './invoice.ts';

/** The invoicing service (spec section 7: `invoicing/merchants/{m}/divisions/{d}/…`). */
const division = `${invoicingService}/merchants/{merchantCode}/divisions/{divisionCode}`;
const contracts = `${division}/contracts`;
const invoices = `${division}/invoices`;

export const listFeeContracts = defineRoute({
  id: 'listFeeContracts',
  service: invoicingService,
  method: 'GET',
  path: contracts,
  summary: "A division's contracts, newest first, filtered by status and currency",
  params: divisionParamsSchema,
  query: feeContractListQuerySchema,
  response: feeContractListSchema,
});

export const getFeeContract = defineRoute({
  id: 'getFeeContract',
  service: invoicingService,
  method: 'GET',
  path: `${contracts}/{contractCode}`,
  summary: 'One contract with its fee tiers',
  params: feeContractParamsSchema,
  response: feeContractSchema,
});

export const createFeeContract = defineRoute({
  id: 'createFeeContract',
  service: invoicingService,
  method: 'POST',
  path: contracts,
  summary: 'A new contract for a currency; active at once only when the division has no active one in it',
  params: divisionParamsSchema,
  body: createFeeContractBodySchema,
  response: feeContractSchema,
  successStatus: 201,
});

export const activateFeeContract = defineRoute({
  id: 'activateFeeContract',
  service: invoicingService,
  method: 'POST',
  path: `${contracts}/{contractCode}/activate`,
  summary: 'Makes a created contract active; refused while another is active for the division and currency',
  params: feeContractParamsSchema,
  response: feeContractSchema,
});

export const expireFeeContract = defineRoute({
  id: 'expireFeeContract',
  service: invoicingService,
  method: 'POST',
  path: `${contracts}/{contractCode}/expire`,
  summary: 'Ends an active or created contract',
  params: feeContractParamsSchema,
  response: feeContractSchema,
});

export const listInvoices = defineRoute({
  id: 'listInvoices',
  service: invoicingService,
  method: 'GET',
  path: invoices,
  summary: "A division's invoices, newest period first, with a query in the list query language",
  params: divisionParamsSchema,
  query: invoiceListQuerySchema,
  response: invoiceListSchema,
});

export const getInvoice = defineRoute({
  id: 'getInvoice',
  service: invoicingService,
  method: 'GET',
  path: `${invoices}/{invoiceCode}`,
  summary: 'One invoice with its lines and totals',
  params: invoiceParamsSchema,
  response: invoiceSchema,
});

export const createInvoice = defineRoute({
  id: 'createInvoice',
  service: invoicingService,
  method: 'POST',
  path: invoices,
  summary:
    "Create invoice: the period's lines under the active contract, booked as an INVOICE balance transfer from " +
    'the division income account; refused for a period that overlaps one already invoiced',
  params: divisionParamsSchema,
  body: createInvoiceBodySchema,
  response: invoiceSchema,
  successStatus: 201,
  idempotent: true,
});

export const downloadInvoicePdf = defineRoute({
  id: 'downloadInvoicePdf',
  service: invoicingService,
  method: 'GET',
  path: `${invoices}/{invoiceCode}/pdf`,
  summary: 'The invoice as a PDF',
  params: invoiceParamsSchema,
  response: downloadedFileSchema,
});

/** Contracts and invoices of the invoicing service (its reports are a table of their own). */
export const invoicingBillingRoutes = {
  listFeeContracts,
  getFeeContract,
  createFeeContract,
  activateFeeContract,
  expireFeeContract,
  listInvoices,
  getInvoice,
  createInvoice,
  downloadInvoicePdf,
};
