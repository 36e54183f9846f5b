import type { PspRecordType } from '@ops/core/contract';
import { addDays, formatIsoDate, startOfIsoDay } from '@ops/core/dates';
import { type CsvValue, csvFigure, encodeCsv } from '@ops/core/export';
import { toMajorString } from '@ops/core/money';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.ts';
import { splitTransactions } from '../../db/schema/index.ts';
import type { PspIntegrationRow } from './psp-integrations.ts';
import { reportTypeOfRecord, settlementColumns } from './settlement-csv/settlement-columns.ts';

/** The sandbox PSP's commission: 1% of the gross, in minor units. */
export const sandboxCommissionOf = (gross: number) => Math.round(gross / 100);

const header = [
  'Company Account',
  settlementColumns.merchantAccount,
  settlementColumns.pspReference,
  settlementColumns.merchantReference,
  'Payment Method',
  'Creation Date',
  settlementColumns.type,
  'Modification Reference',
  settlementColumns.grossCurrency,
  settlementColumns.grossDebit,
  settlementColumns.grossCredit,
  settlementColumns.netCurrency,
  settlementColumns.netDebit,
  settlementColumns.netCredit,
  settlementColumns.commission,
  settlementColumns.batchNumber,
  settlementColumns.bookingDate,
];

/** A line of a settlement details report: amounts in minor units, always positive; the record type says the way. */
export interface SettlementReportLine {
  merchantAccount: string;
  pspReference: string;
  merchantReference: string;
  paymentMethod: string | null;
  createdAt: Date;
  recordType: PspRecordType;
  modificationReference: string;
  currency: string;
  gross: number;
  commission: number;
  batch: string;
}

/**
 * A report row in the sandbox PSP's layout: money in (a settled payment) on the credit side, the rest (refunds,
 * chargebacks, fees, payouts to the merchant) on the debit side; the net is the gross less the commission for money in, plus it for
 * money out; booked on the day it was made. A reference that starts like a formula is neutralised by the encoder.
 */
export function settlementReportRow(line: SettlementReportLine): CsvValue[] {
  const incoming = line.recordType === 'SETTLED';
  const gross = csvFigure(toMajorString(line.gross, line.currency));
  const net = csvFigure(toMajorString(line.gross + (incoming ? -line.commission : line.commission), line.currency));
  return [
    'SandboxCompany',
    line.merchantAccount,
    line.pspReference,
    line.merchantReference,
    line.paymentMethod,
    line.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    reportTypeOfRecord[line.recordType],
    line.modificationReference,
    line.currency,
    incoming ? '' : gross,
    incoming ? gross : '',
    line.currency,
    incoming ? '' : net,
    incoming ? net : '',
    csvFigure(toMajorString(line.commission, line.currency)),
    line.batch,
    formatIsoDate(line.createdAt),
  ];
}

/** The report file of the rows, written with core's CSV encoder. */
export function settlementReportFile(name: string, rows: readonly CsvValue[][]): File {
  return new File([encodeCsv(header, rows)], name, { type: 'text/csv' });
}

/**
 * The settlement details report the sandbox PSP sends for an integration and a date range: a Settled line for each
 * payment of the division made with the PSP in the range, a Refunded or Chargeback line for each refund and
 * chargeback (by its payment's PSP reference and its own as the modification reference), each booked on the day
 * it was made, less a commission of 1%. Cancelled transactions and those without a PSP reference are left out.
 * Written with core's CSV encoder: amounts are figures, and a reference that starts like a formula is neutralised.
 */
export async function sandboxSettlementReport(
  db: Queryable,
  integration: PspIntegrationRow,
  range: { from: string; to: string },
): Promise<File> {
  const payment = alias(splitTransactions, 'payment');
  const rows = await db
    .select({
      code: splitTransactions.code,
      type: splitTransactions.type,
      currency: splitTransactions.currency,
      totalAmount: splitTransactions.totalAmount,
      pspReference: splitTransactions.pspReference,
      paymentReference: payment.pspReference,
      reference: splitTransactions.reference,
      paymentMethod: splitTransactions.paymentMethod,
      createdAt: splitTransactions.createdAt,
    })
    .from(splitTransactions)
    .leftJoin(payment, eq(payment.code, splitTransactions.paymentCode))
    .where(
      and(
        eq(splitTransactions.divisionCode, integration.divisionCode),
        sql`upper(${splitTransactions.psp}) = ${integration.provider}`,
        isNull(splitTransactions.cancelledAt),
        isNotNull(splitTransactions.pspReference),
        gte(splitTransactions.createdAt, startOfIsoDay(range.from)),
        lt(splitTransactions.createdAt, addDays(startOfIsoDay(range.to), 1)),
      ),
    )
    .orderBy(asc(splitTransactions.createdAt), asc(splitTransactions.code));
  const batch = `${range.from.replaceAll('-', '')}${range.to.replaceAll('-', '')}`;
  const lines = rows.map((row) => {
    const settled = row.type === 'PAYMENT';
    return settlementReportRow({
      merchantAccount: integration.merchantAccount,
      pspReference: (settled ? row.pspReference : row.paymentReference) ?? '',
      merchantReference: row.reference ?? row.code,
      paymentMethod: row.paymentMethod,
      createdAt: row.createdAt,
      recordType: settled ? 'SETTLED' : row.type === 'REFUND' ? 'REFUNDED' : 'CHARGEBACK',
      modificationReference: settled ? '' : (row.pspReference ?? ''),
      currency: row.currency,
      gross: row.totalAmount,
      commission: sandboxCommissionOf(row.totalAmount),
      batch,
    });
  });
  const name = `settlement_detail_report_${integration.merchantAccount}_${batch}.csv`;
  return settlementReportFile(name, lines);
}
