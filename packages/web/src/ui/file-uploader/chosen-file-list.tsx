import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';
import { ErrorIcon } from './error-icon.tsx';
import type { FilePreview } from './file-preview.ts';

export interface ChosenFile {
  id: number;
  file: File;
  preview: FilePreview;
}

function PreviewOf({ chosen }: { chosen: ChosenFile }) {
  const { t } = useI18n();
  const { preview, file } = chosen;
  switch (preview.kind) {
    case 'image':
      return <FallbackImage className="chosen-file-image" src={preview.src} alt={file.name} />;
    case 'pdf':
      return <span className="chosen-file-badge">{t.documents.uploader.pdf()}</span>;
    case 'heicFailed':
      return (
        <span className="chosen-file-badge upload-error">
          <ErrorIcon />
        </span>
      );
    case 'converting':
      return <span className="chosen-file-badge">{t.documents.uploader.converting({ name: file.name })}</span>;
  }
}

/** The files chosen for upload, each with its preview and a remove button. */
export function ChosenFileList({
  chosen,
  disabled,
  onRemove,
}: {
  chosen: ChosenFile[];
  disabled: boolean;
  onRemove(id: number): void;
}) {
  const { t } = useI18n();
  if (chosen.length === 0) return null;
  return (
    <ul className="chosen-files">
      {chosen.map((entry) => (
        <li key={entry.id} className="chosen-file">
          <PreviewOf chosen={entry} />
          <span className="chosen-file-name">{entry.file.name}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled}
            aria-label={t.documents.uploader.remove({ name: entry.file.name })}
            onClick={() => onRemove(entry.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
