import { maxUploadBytes, uploadContentTypes } from '@ops/core/contract';

/** HEIC and HEIF files often arrive without a type (most browsers do not know it): their name tells. */
const heifName = /\.(heic|heif)$/i;

export const isHeic = (file: File) =>
  file.type === 'image/heic' || file.type === 'image/heif' || heifName.test(file.name);

/** What the file picker offers: the types the service keeps (spec section 5), and HEIC by its extension. */
export const acceptedFiles = [...uploadContentTypes, '.heic', '.heif'].join(',');

export const maxUploadMegabytes = maxUploadBytes / 1024 / 1024;

export type FileProblem = 'wrongType' | 'tooLarge';

/** Why a file cannot be uploaded, checked before sending it; the service checks the bytes again. */
export function fileProblem(file: File): FileProblem | undefined {
  const accepted = isHeic(file) || (uploadContentTypes as readonly string[]).includes(file.type);
  if (!accepted) return 'wrongType';
  return file.size > maxUploadBytes ? 'tooLarge' : undefined;
}
