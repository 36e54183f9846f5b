import type { PdfDocument } from './pdf-document.ts';

/** A document's head: its title, then label and value lines (period, account, ...), then a gap. */
export function drawPdfHeader(document: PdfDocument, title: string, facts: readonly [string, string][]): void {
  const left = document.page.margins.left;
  document.font('Helvetica-Bold').fontSize(16).text(title, left, document.page.margins.top);
  document.moveDown(0.5).fontSize(9);
  for (const [label, value] of facts) {
    const y = document.y;
    document.font('Helvetica-Bold').text(label, left, y, { width: 110 });
    document.font('Helvetica').text(value, left + 115, y);
  }
  document.moveDown(1);
}
