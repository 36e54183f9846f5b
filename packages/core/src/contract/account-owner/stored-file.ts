import { z } from 'zod';
import { codeSchema, timestampSchema } from '../primitives.ts';
import { wireMessages } from '../wire-messages.ts';

/** Uploads accepted for documents and external accounts (spec section 5): images, PDF and HEIC. */
export const uploadContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;

/** The largest file one upload may carry. */
export const maxUploadBytes = 10 * 1024 * 1024;

export const uploadTooLargeMessage = wireMessages.uploadTooLarge(maxUploadBytes / 1024 / 1024);
export const uploadTypeMessage = wireMessages.uploadWrongType;

/** One uploaded file in a multipart body: size-limited and type-checked. */
export const uploadFileSchema = () =>
  z
    .file()
    .max(maxUploadBytes, uploadTooLargeMessage)
    .mime([...uploadContentTypes], uploadTypeMessage);

/** What the service tells about a stored file; its bytes come from the file's own download call. */
export const storedFileSchema = z
  .object({
    code: codeSchema,
    fileName: z.string(),
    contentType: z.enum(uploadContentTypes),
    size: z.int().min(0).describe('Size in bytes'),
    uploadedAt: timestampSchema,
  })
  .meta({ id: 'StoredFile' });

/** The answer of a download call: the file's bytes with their content type. */
export const downloadedFileSchema = z.file();

export type UploadContentType = (typeof uploadContentTypes)[number];

const typeOfExtension: Readonly<Record<string, UploadContentType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
};

/** The upload type a file's name suggests, as a browser gives it from a file on disk; the service checks the bytes. */
export const uploadContentTypeOf = (fileName: string): UploadContentType | undefined =>
  typeOfExtension[fileName.split('.').pop()?.toLowerCase() ?? ''];
export type StoredFile = z.infer<typeof storedFileSchema>;
