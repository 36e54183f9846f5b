import { describe, expect, it } from 'vitest';
import { safeFileName } from './safe-file-name.ts';

describe('the name an upload is stored under', () => {
  it.each([
    ['passport.jpg', 'image/jpeg', 'passport.jpg'],
    ['Passport.JPEG', 'image/jpeg', 'Passport.JPEG'],
    ['evil.html', 'application/pdf', 'evil.html.pdf'],
    ['scan', 'image/png', 'scan.png'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\jan\\kvk uittreksel.pdf', 'application/pdf', 'kvk uittreksel.pdf'],
    ['line\r\nbreak".pdf', 'application/pdf', 'linebreak.pdf'],
    ['.hidden.png', 'image/png', 'hidden.png'],
    ['', 'image/webp', 'upload.webp'],
  ] as const)('keeps %j as a %s called %j', (sent, type, stored) => {
    expect(safeFileName(sent, type)).toBe(stored);
  });

  it('cuts a long name to 120 characters and keeps its extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
