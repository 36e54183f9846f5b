import { lazy, Suspense } from 'react';
import type { ViewedFile } from './viewed-file.ts';

// The viewer (and pdf.js behind it) loads when a document is opened, never with the screen that lists it.
const DocumentViewer = lazy(() => import('./document-viewer.tsx'));

/** The document viewer over the page while a file is opened (`file`), loaded the first time one is. */
export function OpenedDocument({ file, onClose }: { file: ViewedFile | undefined; onClose(): void }) {
  if (!file) return null;
  return (
    <Suspense fallback={null}>
      <DocumentViewer file={file} onClose={onClose} />
    </Suspense>
  );
}
