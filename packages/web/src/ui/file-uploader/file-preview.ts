import { isHeic } from './accepted-files.ts';
import { dataUrlOf } from './data-url.ts';
import type { HeicConverter } from './heic-preview.ts';

/** How an image shows: itself, or the error icon when it is a HEIC that could not be converted. */
export type ImagePreview = { kind: 'image'; src: string } | { kind: 'heicFailed' };

/** How a chosen file shows before it is uploaded. */
export type FilePreview = { kind: 'converting' } | { kind: 'pdf' } | ImagePreview;

/** An image as itself; a HEIC image converted first. */
export async function imagePreviewOf(file: File, convertHeic: HeicConverter): Promise<ImagePreview> {
  if (!isHeic(file)) return { kind: 'image', src: await dataUrlOf(file) };
  try {
    return { kind: 'image', src: await dataUrlOf(await convertHeic(file)) };
  } catch {
    return { kind: 'heicFailed' };
  }
}

/** A PDF shows as a named document, an image as its preview. */
export async function previewOf(file: File, convertHeic: HeicConverter): Promise<FilePreview> {
  return file.type === 'application/pdf' ? { kind: 'pdf' } : imagePreviewOf(file, convertHeic);
}
