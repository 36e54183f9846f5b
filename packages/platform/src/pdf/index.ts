export { contentWidth, createPdfDocument, type PdfDocument, pdfPage } from './pdf-document.ts';
export { drawPdfHeader } from './pdf-header.ts';
export { numberPdfPages } from './pdf-page-numbers.ts';
export { type PdfColumn, type PdfTable, startPdfTable } from './pdf-table.ts';
