import type { Invoice, InvoiceListQuery } from '@ops/core/contract';
import { calendarDayOf } from '@ops/core/dates';
import { invoiceQueryFields } from '@ops/core/list-query';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { readListQuery } from '../../../db/list-query/read-list-query.ts';
import { invoices, virtualAccounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';
import { invoicingMessages as messages } from '../invoicing-messages.ts';
import { invoiceQueryCondition } from './invoice-query-sql.ts';

const invoiceColumns = { invoice: invoices, accountName: virtualAccounts.displayName };

function toInvoice({ invoice, accountName }: { invoice: typeof invoices.$inferSelect; accountName: string }): Invoice {
  return { ...invoice, accountName, createdAt: invoice.createdAt.toISOString() };
}

const inDivision = (address: DivisionAddress) =>
  and(eq(invoices.merchantCode, address.merchantCode), eq(invoices.divisionCode, address.divisionCode));

/** A division's invoices, newest period first, with the list's query (the list query language): 400 when it cannot be read. */
export async function listInvoices(
  db: Queryable,
  address: DivisionAddress,
  query: InvoiceListQuery = {},
): Promise<{ elements: Invoice[] }> {
  const listQuery = readListQuery(invoiceQueryFields, query.query);
  await requireDivision(db, address);
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(virtualAccounts, eq(virtualAccounts.code, invoices.accountCode))
    .where(
      and(inDivision(address), listQuery ? invoiceQueryCondition(listQuery, calendarDayOf(new Date())) : undefined),
    )
    .orderBy(desc(invoices.periodFrom), desc(invoices.createdAt));
  return { elements: rows.map(toInvoice) };
}

/** One invoice of the division; another division's is not found. */
export async function requireInvoice(db: Queryable, address: DivisionAddress & { invoiceCode: string }) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(virtualAccounts, eq(virtualAccounts.code, invoices.accountCode))
    .where(and(inDivision(address), eq(invoices.code, address.invoiceCode)));
  if (!row) throw notFound(messages.invoiceNotFound({ code: address.invoiceCode }));
  return toInvoice(row);
}
