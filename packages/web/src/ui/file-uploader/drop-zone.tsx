import { useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { acceptedFiles, maxUploadMegabytes } from './accepted-files.ts';

/** Where files are dropped, or chosen with the file button: images, PDF or HEIC (spec section 5). */
export function DropZone({ single, onChoose }: { single: boolean; onChoose(files: File[]): void }) {
  const { t } = useI18n();
  const labels = t.documents.uploader;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <fieldset
      aria-label={labels.dropZone()}
      className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onChoose([...event.dataTransfer.files]);
      }}
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
          onChoose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <small className="drop-zone-hint">{labels.accepted({ megabytes: maxUploadMegabytes })}</small>
    </fieldset>
  );
}
