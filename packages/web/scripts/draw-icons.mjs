// Draws the app icons into public/icons (`node scripts/draw-icons.mjs`): the Ops mark, a ring with a dot, on the
// sidebar's navy. 'any' icons are rounded squares; the maskable one fills the square and keeps the mark inside
// the central 80% that every mask shape leaves visible. Written with node:zlib alone, so no image library needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const navy = [0x17, 0x20, 0x3a];
const ring = [0xe8, 0xec, 0xf5];
const accent = [0x5b, 0x8d, 0xef];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour at a point of the unit square (0..1), or undefined outside the shape. */
function mark(u, v, { maskable }) {
  const corner = 0.22;
  if (!maskable) {
    const dx = Math.max(corner - u, u - (1 - corner), 0);
    const dy = Math.max(corner - v, v - (1 - corner), 0);
    if (dx * dx + dy * dy > corner * corner) return undefined;
  }
  const scale = maskable ? 0.8 : 1;
  const distance = Math.hypot(u - 0.5, v - 0.5) / scale;
  if (distance >= 0.24 && distance <= 0.32) return ring;
  if (Math.hypot(u - 0.5 - 0.2 * scale, v - 0.5 + 0.2 * scale) / scale <= 0.075) return accent;
  return navy;
}

/** 4x4 samples a pixel, so edges are smooth. */
function icon(size, options) {
  return png(size, (x, y) => {
    let r = 0;
    let g = 0;
    let b = 0;
    let covered = 0;
    for (let sy = 0; sy < 4; sy++) {
      for (let sx = 0; sx < 4; sx++) {
        const colour = mark((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size, options);
        if (!colour) continue;
        r += colour[0];
        g += colour[1];
        b += colour[2];
        covered++;
      }
    }
    if (covered === 0) return [0, 0, 0, 0];
    return [
      Math.round(r / covered),
      Math.round(g / covered),
      Math.round(b / covered),
      Math.round((covered / 16) * 255),
    ];
  });
}

const folder = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', folder), icon(192, { maskable: false }));
writeFileSync(new URL('icon-512.png', folder), icon(512, { maskable: false }));
writeFileSync(new URL('maskable-512.png', folder), icon(512, { maskable: true }));
writeFileSync(new URL('apple-touch-icon-180.png', folder), icon(180, { maskable: true }));
