import type { PspRecordType, PspReportItem } from '@ops/core/contract';

/**
 * The columns of a settlement details report (the layout of Adyen's Settlement details report) this reader needs;
 * the report's other columns (Company Account, Creation Date, Exchange Rate, Markup, ...) are kept in the raw line.
 */
export const settlementColumns = {
  merchantAccount: 'Merchant Account',
  pspReference: 'Psp Reference',
  merchantReference: 'Merchant Reference',
  type: 'Type',
  grossCurrency: 'Gross Currency',
  grossDebit: 'Gross Debit (GC)',
  grossCredit: 'Gross Credit (GC)',
  netCurrency: 'Net Currency',
  netDebit: 'Net Debit (NC)',
  netCredit: 'Net Credit (NC)',
  commission: 'Commission (NC)',
  batchNumber: 'Batch Number',
  bookingDate: 'Booking Date',
} as const;

/** Read when present. */
export const optionalSettlementColumns = {
  paymentMethod: 'Payment Method',
  modificationReference: 'Modification Reference',
} as const;

/** The report's Type values, as the PSP writes them. */
export const reportTypeOfRecord: Readonly<Record<PspRecordType, string>> = {
  SETTLED: 'Settled',
  REFUNDED: 'Refunded',
  CHARGEBACK: 'Chargeback',
  FEE: 'Fee',
  MERCHANT_PAYOUT: 'MerchantPayout',
};

/** A Type cell's record type (a map: a cell such as 'toString' names nothing). */
export const recordTypeOfReport: ReadonlyMap<string, PspRecordType> = new Map(
  Object.entries(reportTypeOfRecord).map(([type, name]) => [name, type as PspRecordType]),
);

/** The spec's item type (section 4) of each record type. */
export const itemTypeOfRecord: Record<PspRecordType, PspReportItem['type']> = {
  SETTLED: 'SETTLEMENT',
  REFUNDED: 'SETTLEMENT',
  CHARGEBACK: 'RETURNED_TRANSACTION',
  FEE: 'UNKNOWN',
  MERCHANT_PAYOUT: 'DEPOSIT',
};
