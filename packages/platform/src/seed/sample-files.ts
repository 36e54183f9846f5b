import { crc32, deflateSync } from 'node:zlib';

/** RGB, 0 to 255 each. */
export type Colour = readonly [number, number, number];

/**
 * A small but valid PNG standing in for a photo of an identity document: a card in `colour` with a portrait
 * block and text lines, so a viewer shows something recognisable.
 */
export function documentPhotoPng(colour: Colour): Uint8Array {
  const width = 48;
  const height = 30;
  const pixelAt = (x: number, y: number): Colour => {
    const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (border) return [90, 90, 90];
    if (x >= 4 && x < 16 && y >= 6 && y < 24) return [150, 130, 120];
    if (x >= 20 && x < 44 && y % 5 === 2) return [60, 60, 80];
    return colour;
  };
  // Each scanline starts with its filter type, 0 (none).
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const lineStart = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixelAt(x, y), lineStart + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A one-page A4 PDF with a title and a few lines of text, e.g. a registration extract or a bank statement. */
export function textPdf(title: string, lines: readonly string[]): Uint8Array {
  const text = [`/F1 18 Tf 72 770 Td (${pdfString(title)}) Tj`, '/F1 11 Tf'];
  for (const line of lines) text.push(`0 -20 Td (${pdfString(line)}) Tj`);
  const content = `BT\n${text.join('\n')}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Text as a PDF literal string in WinAnsi: parentheses and backslashes escaped, other characters dropped. */
function pdfString(text: string): string {
  return text.replace(/[^\u0020-\u00ff]/g, '').replace(/[\\()]/g, (character) => `\\${character}`);
}
