import { type UploadContentType, uploadTypeMessage } from '@ops/core/contract';
import { invalidField } from './invalid-field.ts';
import { safeFileName } from './safe-file-name.ts';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** HEIF brands of HEVC-coded images (HEIC), and of the general image container (HEIF). */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1', 'heif']);

/** The major and compatible brands of an ISO base media file's leading `ftyp` box. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const boxSize = Math.min(
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    bytes.length,
  );
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/**
 * What a file really is, from its first bytes rather than the type its sender declared: JPEG, PNG, WebP, PDF,
 * HEIC or HEIF; anything else is not an upload the service keeps.
 */
export function detectContentType(bytes: Uint8Array): UploadContentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => heicBrands.has(brand))) return 'image/heic';
  if (brands.some((brand) => heifBrands.has(brand))) return 'image/heif';
  return undefined;
}

export interface CheckedUpload {
  fileName: string;
  contentType: UploadContentType;
  size: number;
  content: Uint8Array;
}

/**
 * An uploaded file whose content is one of the accepted types; it is stored as the type its bytes show, under a
 * safe name (`safeFileName`).
 */
export async function checkUpload(file: File, field: string): Promise<CheckedUpload> {
  const content = new Uint8Array(await file.arrayBuffer());
  const contentType = detectContentType(content);
  if (!contentType) throw invalidField(field, uploadTypeMessage);
  return { fileName: safeFileName(file.name, contentType), contentType, size: content.byteLength, content };
}
