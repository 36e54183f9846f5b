import PDFDocument from 'pdfkit';

export type PdfDocument = PDFKit.PDFDocument;

/** A4 in points, with the margins every document of the platform uses. */
export const pdfPage = { size: 'A4', margin: 40 } as const;

/**
 * A new document (A4, Helvetica, buffered pages so page numbers can be written once the page count is known). Read
 * it as a stream (`for await (const bytes of document)`) after `numberPages` and `end()`.
 */
export function createPdfDocument(info: {
  title: string;
  author?: string;
  /** Landscape for wide tables (a statement's eight columns); portrait otherwise. */
  layout?: 'portrait' | 'landscape';
}): PdfDocument {
  const document = new PDFDocument({
    size: pdfPage.size,
    layout: info.layout ?? 'portrait',
    margin: pdfPage.margin,
    bufferPages: true,
    info: { Title: info.title, Author: info.author ?? 'Ops Console', Creator: 'Ops Console' },
  });
  document.font('Helvetica').fontSize(9);
  return document;
}

/** The width that text may use on a page. */
export const contentWidth = (document: PdfDocument): number =>
  document.page.width - document.page.margins.left - document.page.margins.right;

/** The lowest y a line may start at before the page-number footer. */
export const contentBottom = (document: PdfDocument): number =>
  document.page.height - document.page.margins.bottom - 20;
