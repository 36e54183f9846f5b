import type { Invoice } from '@ops/core/contract';
import { formatMoney, formatPercent } from '@ops/core/money';
import { i18nObject } from '@ops/locales';
import { createPdfDocument, drawPdfHeader, numberPdfPages, startPdfTable } from '../../../pdf/index.ts';

const en = i18nObject('en');
const locale = 'en';

/**
 * The invoice as a PDF, drawn with the platform's PDF kit like a report: the heading and facts (division, period,
 * account, contract, date), the lines with quantity and amount, then subtotal, VAT and total, and page numbers.
 */
export async function invoicePdf(invoice: Invoice): Promise<File> {
  const texts = en.invoicing;
  const document = createPdfDocument({ title: `${texts.invoice.title()} ${invoice.code}` });
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  drawPdfHeader(document, texts.invoice.heading({ code: invoice.code }), [
    [texts.settingsOverview.division(), `${invoice.merchantCode} / ${invoice.divisionCode}`],
    [texts.fields.period(), `${invoice.periodFrom} – ${invoice.periodTo}`],
    [texts.fields.accountCode(), invoice.accountCode],
    [texts.fields.accountName(), invoice.accountName],
    [texts.invoice.contract(), invoice.contractCode],
    [texts.fields.created(), invoice.createdAt.slice(0, 10)],
  ]);
  const table = startPdfTable(document, [
    { header: texts.invoice.line(), weight: 5 },
    { header: texts.invoice.quantity(), weight: 1.5, align: 'right' },
    { header: texts.invoice.amount(), weight: 2.5, align: 'right' },
  ]);
  for (const line of invoice.lines) table.row([texts.lines[line.kind](), String(line.quantity), money(line.amount)]);
  table.totals([
    [texts.fields.subtotal(), money(invoice.subtotal)],
    [`${texts.fields.vat()} (${formatPercent(invoice.vatBasisPoints / 10_000, locale)})`, money(invoice.vat)],
    [texts.fields.total(), money(invoice.total)],
  ]);
  numberPdfPages(document, (page, pages) => en.reports.file.page({ page, pages }));
  document.end();
  const chunks: Uint8Array[] = [];
  for await (const bytes of document as AsyncIterable<Uint8Array>) chunks.push(bytes);
  return new File([Buffer.concat(chunks)], `${invoice.code}.pdf`, { type: 'application/pdf' });
}
