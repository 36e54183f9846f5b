import type { LogoContentType } from '@ops/core/contract';

export interface ImageSize {
  contentType: LogoContentType;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const uint16BE = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32BE = (bytes: Uint8Array, at: number) => uint16BE(bytes, at) * 65536 + uint16BE(bytes, at + 2);
const uint24LE = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (!pngSignature.every((byte, index) => bytes[index] === byte) || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { contentType: 'image/png', width: uint32BE(bytes, 16), height: uint32BE(bytes, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the image's size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (startOfFrame.has(marker)) {
      return { contentType: 'image/jpeg', height: uint16BE(bytes, at + 5), width: uint16BE(bytes, at + 7) };
    }
    at += 2 + uint16BE(bytes, at + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): ImageSize | undefined {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  const at = (index: number) => bytes[index] ?? 0;
  if (chunk === 'VP8 ') {
    return {
      contentType: 'image/webp',
      width: (at(26) | (at(27) << 8)) & 0x3fff,
      height: (at(28) | (at(29) << 8)) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    return {
      contentType: 'image/webp',
      width: 1 + (((at(22) & 0x3f) << 8) | at(21)),
      height: 1 + (((at(24) & 0x0f) << 10) | (at(23) << 2) | ((at(22) & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') {
    return { contentType: 'image/webp', width: 1 + uint24LE(bytes, 24), height: 1 + uint24LE(bytes, 27) };
  }
  return undefined;
}

/**
 * A logo's type and size in pixels read from its own bytes (PNG's IHDR, JPEG's start of frame, WebP's VP8,
 * VP8L or VP8X header), never from what its sender declared; undefined for anything else.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  const size = pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
