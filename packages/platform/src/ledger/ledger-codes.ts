import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code such as `BT-7K2M9Q4XJDC5`: the prefix names the kind, 60 random bits make it unique in practice. */
export function newCode(prefix: string): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % 32];
  return `${prefix}-${code}`;
}
