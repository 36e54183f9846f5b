import { addDays, formatIsoDate, startOfIsoDay } from '@ops/core/dates';
import { csvFigure, encodeCsv } from '@ops/core/export';
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
    const gross = csvFigure(toMajorString(row.totalAmount, row.currency));
    const commission = sandboxCommissionOf(row.totalAmount);
    const settled = row.type === 'PAYMENT';
    // Net: what the merchant gets of a payment, or pays for a refund, after the commission.
    const net = csvFigure(toMajorString(row.totalAmount + (settled ? -commission : commission), row.currency));
    const recordType = settled ? 'SETTLED' : row.type === 'REFUND' ? 'REFUNDED' : 'CHARGEBACK';
    return [
      'SandboxCompany',
      integration.merchantAccount,
      (settled ? row.pspReference : row.paymentReference) ?? '',
      row.reference ?? row.code,
      row.paymentMethod,
      row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
      reportTypeOfRecord[recordType],
      settled ? '' : (row.pspReference ?? ''),
      row.currency,
      settled ? '' : gross,
      settled ? gross : '',
      row.currency,
      settled ? '' : net,
      settled ? net : '',
      csvFigure(toMajorString(commission, row.currency)),
      batch,
      formatIsoDate(row.createdAt),
    ];
  });
  const name = `settlement_detail_report_${integration.merchantAccount}_${batch}.csv`;
  return new File([encodeCsv(header, lines)], name, { type: 'text/csv' });
}
