import { type DragEvent, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { acceptedFiles, fileProblem, maxUploadMegabytes } from './accepted-files.ts';
import { type ChosenFile, ChosenFileList } from './chosen-file-list.tsx';
import { ErrorIcon } from './error-icon.tsx';
import { previewOf } from './file-preview.ts';
import { convertHeicToJpeg, type HeicConverter } from './heic-preview.ts';
import './file-uploader.css';

export interface FileUploaderProps {
  /** The region's name, e.g. 'Upload files for DOC-1'. */
  label: string;
  /** Single-file mode: a new file replaces the chosen one (e.g. an organization document's one file). */
  single?: boolean;
  /**
   * Sends one chosen file; they go one after another, each leaving the list once sent. A rejection stops there,
   * shows 'Error uploading image(s)' and keeps the files not yet sent for another try.
   */
  onUpload(file: File): Promise<void>;
  /** Converts HEIC images for their preview (heic-to unless given). */
  convertHeic?: HeicConverter;
}

let nextId = 0;

/**
 * Choose images, PDFs or HEIC files (spec section 5) by dropping them or with the file button, see them
 * before they go (HEIC converted to JPEG), then upload. Files of another type or over the size limit are
 * refused at once, named.
 */
export function FileUploader({ label, single = false, onUpload, convertHeic = convertHeicToJpeg }: FileUploaderProps) {
  const { t } = useI18n();
  const labels = t.documents.uploader;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);

  const choose = (files: File[]) => {
    setUploadFailed(false);
    const problems = files.flatMap((file) => {
      const problem = fileProblem(file);
      if (!problem) return [];
      const why =
        problem === 'wrongType'
          ? t.contract.uploadWrongType()
          : t.contract.uploadTooLarge({ megabytes: maxUploadMegabytes });
      return [`${file.name}: ${why}`];
    });
    setRefusals(problems);
    const fitting = files.filter((file) => !fileProblem(file)).slice(0, single ? 1 : undefined);
    if (fitting.length === 0) return;
    const added = fitting.map((file) => ({ id: nextId++, file, preview: { kind: 'converting' } as const }));
    setChosen((current) => (single ? added : [...current, ...added]));
    for (const { id, file } of added) {
      void previewOf(file, convertHeic).then((preview) =>
        setChosen((current) => current.map((entry) => (entry.id === id ? { ...entry, preview } : entry))),
      );
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  };

  const upload = async () => {
    setBusy(true);
    setUploadFailed(false);
    try {
      for (const { id, file } of chosen) {
        await onUpload(file);
        setChosen((current) => current.filter((entry) => entry.id !== id));
      }
    } catch {
      setUploadFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const converting = chosen.some((entry) => entry.preview.kind === 'converting');
  const heicFailed = chosen.some((entry) => entry.preview.kind === 'heicFailed');
  return (
    <section className="file-uploader" aria-label={label}>
      <fieldset
        aria-label={labels.dropZone()}
        className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span>{single ? labels.dropOneHere() : labels.dropHere()}</span>
        <button type="button" className="button button-secondary" onClick={() => input.current?.click()}>
          {single ? labels.chooseOne() : labels.choose()}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptedFiles}
          multiple={!single}
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <small className="drop-zone-hint">{labels.accepted({ megabytes: maxUploadMegabytes })}</small>
      </fieldset>
      {refusals.map((refusal) => (
        <p key={refusal} role="alert" className="form-failure">
          {refusal}
        </p>
      ))}
      {heicFailed ? (
        <p role="alert" className="form-failure upload-error">
          <ErrorIcon />
          {labels.heicFailed()}
        </p>
      ) : null}
      <ChosenFileList
        chosen={chosen}
        disabled={busy}
        onRemove={(id) => setChosen((current) => current.filter((entry) => entry.id !== id))}
      />
      {chosen.length > 0 ? (
        <button type="button" className="button" disabled={busy || converting} onClick={upload}>
          {busy ? labels.uploading() : labels.upload()}
        </button>
      ) : null}
      {uploadFailed ? (
        <p role="alert" className="form-failure upload-error">
          <ErrorIcon />
          {labels.uploadFailed()}
        </p>
      ) : null}
    </section>
  );
}
