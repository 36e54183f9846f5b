import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FormFailure } from '../form-failure/form-failure.tsx';
import { ChosenFileList } from './chosen-file-list.tsx';
import { ChosenFileProblems } from './chosen-file-problems.tsx';
import { DropZone } from './drop-zone.tsx';
import { ErrorIcon } from './error-icon.tsx';
import { convertHeicToJpeg, type HeicConverter } from './heic-preview.ts';
import { useChosenFiles } from './use-chosen-files.ts';
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

/**
 * Choose images, PDFs or HEIC files (spec section 5) by dropping them or with the file button, see them
 * before they go (HEIC converted to JPEG), then upload. Files of another type or over the size limit are
 * refused at once, named.
 */
export function FileUploader({ label, single = false, onUpload, convertHeic = convertHeicToJpeg }: FileUploaderProps) {
  const { t } = useI18n();
  const labels = t.documents.uploader;
  const files = useChosenFiles(single, convertHeic);
  const [busy, setBusy] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);

  const upload = async () => {
    setBusy(true);
    setUploadFailed(false);
    try {
      for (const { id, file } of files.chosen) {
        await onUpload(file);
        files.remove(id);
      }
    } catch {
      setUploadFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="file-uploader" aria-label={label}>
      <DropZone
        single={single}
        onChoose={(chosen) => {
          setUploadFailed(false);
          files.choose(chosen);
        }}
      />
      <ChosenFileProblems refusals={files.refusals} heicFailed={files.heicFailed} />
      <ChosenFileList chosen={files.chosen} disabled={busy} onRemove={files.remove} />
      {files.chosen.length > 0 ? (
        <button type="button" className="button" disabled={busy || files.converting} onClick={upload}>
          {busy ? labels.uploading() : labels.upload()}
        </button>
      ) : null}
      <FormFailure
        message={uploadFailed ? labels.uploadFailed() : undefined}
        className="upload-error"
        icon={<ErrorIcon />}
      />
    </section>
  );
}
