import { useEffect, useId, useRef } from 'react';
import '../field/field.css';
import { ChosenFileList } from './chosen-file-list.tsx';
import { ChosenFileProblems } from './chosen-file-problems.tsx';
import { DropZone } from './drop-zone.tsx';
import { convertHeicToJpeg, type HeicConverter } from './heic-preview.ts';
import { useChosenFiles } from './use-chosen-files.ts';

export interface FileAttachmentsProps {
  /** The group's name, e.g. 'Files'. */
  label: string;
  /** What the files are for, under the name. */
  hint?: string;
  disabled: boolean;
  /** The files chosen now, after each change; they go with the form that holds them. */
  onChange(files: File[]): void;
  convertHeic?: HeicConverter;
}

/**
 * Files that go with a form (a KYC decision's evidence): chosen like the file uploader's, by dropping or with the
 * file button, seen before they go and removable, but sent by the form's own submit rather than one by one.
 */
export function FileAttachments({
  label,
  hint,
  disabled,
  onChange,
  convertHeic = convertHeicToJpeg,
}: FileAttachmentsProps) {
  const ids = { label: useId(), hint: useId() };
  const files = useChosenFiles(false, convertHeic);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => report.current(files.chosen.map((entry) => entry.file)), [files.chosen]);
  return (
    <section className="field file-uploader" aria-labelledby={ids.label} aria-describedby={hint ? ids.hint : undefined}>
      <span id={ids.label} className="field-label">
        {label}
      </span>
      {hint ? (
        <span id={ids.hint} className="field-hint">
          {hint}
        </span>
      ) : null}
      <DropZone single={false} onChoose={files.choose} />
      <ChosenFileProblems refusals={files.refusals} heicFailed={files.heicFailed} />
      <ChosenFileList chosen={files.chosen} disabled={disabled} onRemove={files.remove} />
    </section>
  );
}
