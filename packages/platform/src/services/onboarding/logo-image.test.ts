import { describe, expect, it } from 'vitest';
import { readImageSize } from './logo-image.ts';
import { pngImage } from './testing/png-image.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('a logo read from its bytes', () => {
  it('knows the size of a PNG, a JPEG (after its APP0 segment) and a WebP (VP8X)', () => {
    expect(readImageSize(pngImage(400, 80))).toEqual({ contentType: 'image/png', width: 400, height: 80 });
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
      'JFIF',
      [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, 0xc2, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x03, 0x20, 0x03],
      [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    );
    expect(readImageSize(jpeg)).toEqual({ contentType: 'image/jpeg', width: 800, height: 200 });
    const webp = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBP',
      'VP8X',
      [10, 0, 0, 0],
      [0, 0, 0, 0],
      [0x2b, 0x01, 0],
      [0x4f, 0, 0],
    );
    expect(readImageSize(webp)).toEqual({ contentType: 'image/webp', width: 300, height: 80 });
  });

  it('knows nothing of a text file, an SVG or a PNG that claims no pixels', () => {
    expect(readImageSize(bytes('just text that says it is a PNG'))).toBeUndefined();
    expect(readImageSize(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeUndefined();
    const empty = pngImage(1, 1);
    empty.set([0, 0, 0, 0], 16);
    expect(readImageSize(empty)).toBeUndefined();
  });
});
