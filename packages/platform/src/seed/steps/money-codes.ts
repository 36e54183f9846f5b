import { codeAlphabet } from '../../db/codes.ts';

const bits = 60n;
const mask = (1n << bits) - 1n;

/** An invertible scramble of 60 bits (odd multipliers and xor-shifts): different inputs never share an output. */
function scramble(value: bigint): bigint {
  let x = value & mask;
  x = (x * 0x9e3779b97f4a7c1n) & mask;
  x ^= x >> 29n;
  x = (x * 0xbf58476d1ce4e5bn) & mask;
  x ^= x >> 32n;
  return x;
}

/**
 * Codes for the money history of the division at `divisionIndex`, e.g. `SP-7K2M9Q4XJDC5`: the division's index and
 * a running number, scrambled, so every code of every division is different by construction (a drawn code could
 * repeat another, and a repeat would be taken for a row already written), yet looks like `newCode`'s random ones.
 */
export function moneyCodes(divisionIndex: number): (prefix: string) => string {
  let sequence = 0n;
  const base = BigInt(divisionIndex) << 36n;
  return (prefix) => {
    sequence += 1n;
    let value = scramble(base | sequence);
    let code = '';
    for (let position = 0; position < 12; position += 1) {
      code = codeAlphabet[Number(value & 31n)] + code;
      value >>= 5n;
    }
    return `${prefix}-${code}`;
  };
}
