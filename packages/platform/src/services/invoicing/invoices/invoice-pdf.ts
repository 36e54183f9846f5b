import type { Invoice } from '@ops/core/contract';
import { formatMoney, formatPercent } from '@ops/core/money';
import { i18nObject } from '@ops/locales';
import PDFDocument from 'pdfkit';

const en = i18nObject('en');
const locale = 'en';

/**
 * The invoice as a one-page PDF (pdfkit, its built-in Helvetica): number, division, period, account, the lines
 * with quantity and amount, subtotal, VAT and total. Kept minimal on purpose: the reports' PDF kit takes it over.
 */
export async function invoicePdf(invoice: Invoice): Promise<File> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${en.invoicing.invoice.title()} ${invoice.code}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => document.on('end', resolve));
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  const { fields } = en.invoicing;

  document.fontSize(20).text(en.invoicing.invoice.heading({ code: invoice.code }));
  document.moveDown().fontSize(10);
  const facts: [string, string][] = [
    [en.invoicing.settingsOverview.division(), `${invoice.merchantCode} / ${invoice.divisionCode}`],
    [fields.period(), `${invoice.periodFrom} – ${invoice.periodTo}`],
    [fields.accountCode(), invoice.accountCode],
    [fields.accountName(), invoice.accountName],
    [en.invoicing.invoice.contract(), invoice.contractCode],
    [fields.created(), invoice.createdAt.slice(0, 10)],
  ];
  for (const [label, value] of facts) document.text(`${label}: ${value}`);

  document.moveDown(2);
  const left = 50;
  const quantityAt = 330;
  const amountAt = 420;
  const row = (label: string, quantity: string, amount: string, bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    document.text(label, left, y, { width: 270 });
    document.text(quantity, quantityAt, y, { width: 80, align: 'right' });
    document.text(amount, amountAt, y, { width: 125, align: 'right' });
    document.moveDown(0.5);
  };
  row(en.invoicing.invoice.line(), en.invoicing.invoice.quantity(), en.invoicing.invoice.amount(), true);
  for (const line of invoice.lines) row(en.invoicing.lines[line.kind](), String(line.quantity), money(line.amount));
  document.moveDown();
  row(fields.subtotal(), '', money(invoice.subtotal));
  row(`${fields.vat()} (${formatPercent(invoice.vatBasisPoints / 10_000, locale)})`, '', money(invoice.vat));
  row(fields.total(), '', money(invoice.total), true);

  document.end();
  await finished;
  return new File([Buffer.concat(chunks)], `${invoice.code}.pdf`, { type: 'application/pdf' });
}
