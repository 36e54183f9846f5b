import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';
import { ErrorIcon } from '../file-uploader/error-icon.tsx';
import { type ImagePreview, imagePreviewOf } from '../file-uploader/file-preview.ts';
import { convertHeicToJpeg, type HeicConverter } from '../file-uploader/heic-preview.ts';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { Modal } from '../modal/index.ts';
import type { ViewedFile } from './viewed-file.ts';
import { useViewerControls, type ViewerView } from './viewer-controls.ts';
import { ViewerToolbar } from './viewer-toolbar.tsx';
import './document-viewer.css';

const PdfPages = lazy(() => import('./pdf-pages.tsx'));

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'pdf'; bytes: ArrayBuffer } | ImagePreview;

async function loadFile(file: ViewedFile, signal: AbortSignal, convertHeic: HeicConverter): Promise<Loaded> {
  const blob = await file.load(signal);
  if (file.contentType === 'application/pdf') return { kind: 'pdf', bytes: await blob.arrayBuffer() };
  return imagePreviewOf(new File([blob], file.name, { type: file.contentType }), convertHeic);
}

function ImageView({ src, name, view }: { src: string; name: string; view: ViewerView }) {
  return (
    <div className="viewer-image-frame">
      <FallbackImage
        className="viewer-image"
        src={src}
        alt={name}
        style={{ width: `${view.zoom * 100}%`, transform: `rotate(${view.rotation}deg)` }}
      />
    </div>
  );
}

export interface DocumentViewerProps {
  file: ViewedFile;
  onClose(): void;
  /** Converts a HEIC image to show it (heic-to unless given). */
  convertHeic?: HeicConverter;
}

/**
 * A document's file in a dialog (spec section 2): images as they are (HEIC converted), PDFs page by page; zoom
 * 60% or 100% and rotate in steps of 90 degrees (spec section 9). Escape or Close closes it. Loaded only when a
 * document is opened, and pdf.js only when that document is a PDF.
 */
export default function DocumentViewer({ file, onClose, convertHeic = convertHeicToJpeg }: DocumentViewerProps) {
  const { t } = useI18n();
  const labels = t.documents.viewer;
  const [view, command] = useViewerControls();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    loadFile(file, controller.signal, convertHeic).then(
      (result) => controller.signal.aborted || setLoaded(result),
      () => controller.signal.aborted || setLoaded({ kind: 'failed' }),
    );
    return () => controller.abort();
  }, [file, convertHeic]);

  const loading = <p>{labels.loading()}</p>;
  const stage = {
    loading,
    failed: <FormFailure message={labels.failed()} />,
    heicFailed: (
      <FormFailure message={t.documents.uploader.heicFailed()} className="upload-error" icon={<ErrorIcon />} />
    ),
    pdf:
      loaded.kind === 'pdf' ? (
        <Suspense fallback={loading}>
          <PdfPages bytes={loaded.bytes} view={view} />
        </Suspense>
      ) : null,
    image: loaded.kind === 'image' ? <ImageView src={loaded.src} name={file.name} view={view} /> : null,
  }[loaded.kind];

  return (
    <Modal
      open
      onOpenChange={(open) => open || onClose()}
      title={labels.title({ name: file.name })}
      wide
      footer={<ViewerToolbar view={view} onCommand={command} />}
    >
      <div className="viewer-stage">{stage}</div>
    </Modal>
  );
}
