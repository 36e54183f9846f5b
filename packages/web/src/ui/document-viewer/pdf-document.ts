import { GlobalWorkerOptions, getDocument, PixelsPerInch } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a file of the app's own origin, which the Content-Security-Policy's worker-src allows.
GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF at 100% zoom shows its pages at their printed size: a PDF point is 1/72 inch, a CSS pixel 1/96. */
export const pdfScaleAt100 = PixelsPerInch.PDF_TO_CSS_UNITS;

/** Opens a PDF from its bytes; the caller destroys the task when done with it. */
export function openPdf(bytes: ArrayBuffer) {
  // pdf.js hands the bytes over to its worker: it gets a copy, so opening them again still works.
  return getDocument({ data: new Uint8Array(bytes.slice(0)) });
}
