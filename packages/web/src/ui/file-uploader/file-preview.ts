import { isHeic } from './accepted-files.ts';
import { dataUrlOf } from './data-url.ts';
import type { HeicConverter } from './heic-preview.ts';

/** How a chosen file shows before it is uploaded. */
export type FilePreview =
  | { kind: 'converting' }
  | { kind: 'image'; src: string }
  | { kind: 'pdf' }
  | { kind: 'heicFailed' };

/** A PDF shows as a named document; an image as itself; a HEIC image converted first. */
export async function previewOf(file: File, convertHeic: HeicConverter): Promise<FilePreview> {
  if (file.type === 'application/pdf') return { kind: 'pdf' };
  if (!isHeic(file)) return { kind: 'image', src: await dataUrlOf(file) };
  try {
    return { kind: 'image', src: await dataUrlOf(await convertHeic(file)) };
  } catch {
    return { kind: 'heicFailed' };
  }
}
