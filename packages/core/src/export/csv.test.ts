import { describe, expect, it } from 'vitest';
import { csvField, encodeCsv } from './csv.ts';

describe('encodeCsv', () => {
  it('writes the header and each row on CRLF-ended lines', () => {
    expect(
      encodeCsv(
        ['code', 'amount'],
        [
          ['S-1', 12.5],
          ['S-2', 0],
        ],
      ),
    ).toBe('code,amount\r\nS-1,12.5\r\nS-2,0\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('plain')).toBe('plain');
  });

  it('leaves missing values empty', () => {
    expect(encodeCsv(['a', 'b', 'c'], [[null, undefined, false]])).toBe('a,b,c\r\n,,false\r\n');
  });
});
