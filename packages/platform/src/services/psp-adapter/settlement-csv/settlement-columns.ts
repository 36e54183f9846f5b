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
export const recordTypeOfReport: Readonly<Record<string, PspRecordType>> = {
  Settled: 'SETTLED',
  Refunded: 'REFUNDED',
  Chargeback: 'CHARGEBACK',
  Fee: 'FEE',
  MerchantPayout: 'MERCHANT_PAYOUT',
};

export const reportTypeOfRecord = Object.fromEntries(
  Object.entries(recordTypeOfReport).map(([name, type]) => [type, name]),
) as Record<PspRecordType, string>;

/** The spec's item type (section 4) of each record type. */
export const itemTypeOfRecord: Record<PspRecordType, PspReportItem['type']> = {
  SETTLED: 'SETTLEMENT',
  REFUNDED: 'SETTLEMENT',
  CHARGEBACK: 'RETURNED_TRANSACTION',
  FEE: 'UNKNOWN',
  MERCHANT_PAYOUT: 'DEPOSIT',
};
