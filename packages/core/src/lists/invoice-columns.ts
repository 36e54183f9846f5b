import type { FeeContract, Invoice, VolumeTier } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The invoices list's columns (spec section 3: invoice number, period, account, creation date, status, total). */
export const invoiceColumns = listColumns<Invoice>([
  { field: 'code', headerKey: 'invoicing.fields.invoiceNumber', value: (invoice) => invoice.code },
  {
    field: 'period',
    headerKey: 'invoicing.fields.period',
    value: (invoice) => `${invoice.periodFrom} – ${invoice.periodTo}`,
  },
  { field: 'accountCode', headerKey: 'invoicing.fields.accountCode', value: (invoice) => invoice.accountCode },
  { field: 'accountName', headerKey: 'invoicing.fields.accountName', value: (invoice) => invoice.accountName },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'invoicing.fields.created',
    value: (invoice) => invoice.createdAt,
  },
  { field: 'status', headerKey: 'invoicing.fields.status', value: (invoice) => invoice.status },
  {
    field: 'total',
    kind: 'money',
    headerKey: 'invoicing.fields.total',
    value: (invoice) => ({ amount: invoice.total, currency: invoice.currency }),
  },
]);

/** A contract's tiers in one line, for a list cell: bound and rate in basis points, e.g. '≤1000000: 150 · 110'. */
const tiersText = (tiers: readonly VolumeTier[]) =>
  tiers
    .map((tier) => (tier.upTo === null ? `${tier.rateBasisPoints}` : `≤${tier.upTo}: ${tier.rateBasisPoints}`))
    .join(' · ');

/** The contracts list's columns (spec sections 3 and 4: currency, status and fee tiers). */
export const feeContractColumns = listColumns<FeeContract>([
  { field: 'code', headerKey: 'invoicing.fields.code', value: (contract) => contract.code },
  { field: 'currency', headerKey: 'invoicing.fields.currency', value: (contract) => contract.currency },
  { field: 'status', headerKey: 'invoicing.fields.status', value: (contract) => contract.status },
  { field: 'tiers', headerKey: 'invoicing.fields.tiers', value: (contract) => tiersText(contract.volumeTiers) },
  {
    field: 'createdAt',
    kind: 'timestamp',
    headerKey: 'invoicing.fields.created',
    value: (contract) => contract.createdAt,
  },
]);
