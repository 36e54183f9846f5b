import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour, `width` × `height` pixels; `padToBytes` adds a text chunk so the file weighs at least
 * that much (a logo too heavy for its size).
 */
export function pngImage(
  width: number,
  height: number,
  options: { rgb?: [number, number, number]; padToBytes?: number } = {},
): Uint8Array {
  const [red, green, blue] = options.rgb ?? [29, 107, 90];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', new Uint8Array()),
  ];
  const size = parts.reduce((total, part) => total + part.byteLength, 0);
  if (options.padToBytes && options.padToBytes > size) {
    const padding = Buffer.alloc(options.padToBytes - size - 12, 0x20);
    padding.write('Comment\0', 0, 'latin1');
    parts.splice(2, 0, chunk('tEXt', padding));
  }
  return new Uint8Array(Buffer.concat(parts));
}
