import type { PdfDocument } from './pdf-document.ts';

/** Writes each page's footer once every page exists ('Page 3 of 12'); call before `end()`. */
export function numberPdfPages(document: PdfDocument, label: (page: number, pages: number) => string): void {
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    const bottom = document.page.margins.bottom;
    document.page.margins.bottom = 0;
    document
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(label(index - start + 1, count), document.page.margins.left, document.page.height - bottom - 10, {
        width: document.page.width - document.page.margins.left - document.page.margins.right,
        align: 'right',
        lineBreak: false,
      });
    document.page.margins.bottom = bottom;
  }
  document.fillColor('black');
}
