import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { openPdf, pdfScaleAt100 } from './pdf-document.ts';
import type { ViewerView } from './viewer-controls.ts';

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  view: ViewerView;
}

/** One page on its own canvas, drawn again at the view's zoom and rotation, sharp on high-density screens. */
function PdfPage({ pdf, pageNumber, view }: PdfPageProps) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let stopped = false;
    let task: RenderTask | undefined;
    void pdf.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      if (stopped || !element) return;
      const viewport = page.getViewport({
        scale: view.zoom * pdfScaleAt100,
        rotation: (page.rotate + view.rotation) % 360,
      });
      const density = window.devicePixelRatio || 1;
      element.width = Math.round(viewport.width * density);
      element.height = Math.round(viewport.height * density);
      element.style.width = `${Math.round(viewport.width)}px`;
      element.style.height = `${Math.round(viewport.height)}px`;
      task = page.render({ canvas: element, viewport, transform: [density, 0, 0, density, 0, 0] });
      // A newer zoom or rotation cancels the drawing under way; that is not a failure.
      task.promise.catch(() => undefined);
    });
    return () => {
      stopped = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, view.zoom, view.rotation]);
  return (
    <canvas
      ref={canvas}
      className="pdf-page"
      role="img"
      aria-label={t.documents.viewer.page({ page: pageNumber, count: pdf.numPages })}
    />
  );
}

/**
 * A PDF rendered page by page with pdf.js, each page on its own canvas. This module (and pdf.js with it) loads
 * only when a PDF is opened.
 */
export default function PdfPages({ bytes, view }: { bytes: ArrayBuffer; view: ViewerView }) {
  const { t } = useI18n();
  const [pdf, setPdf] = useState<PDFDocumentProxy | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const task = openPdf(bytes);
    task.promise.then(setPdf, () => setFailed(true));
    return () => {
      setPdf(undefined);
      void task.destroy();
    };
  }, [bytes]);
  if (failed) {
    return <FormFailure message={t.documents.viewer.failed()} />;
  }
  if (!pdf) return <p>{t.documents.viewer.loading()}</p>;
  const pageNumbers = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <div className="pdf-pages">
      {pageNumbers.map((pageNumber) => (
        <PdfPage key={pageNumber} pdf={pdf} pageNumber={pageNumber} view={view} />
      ))}
    </div>
  );
}
