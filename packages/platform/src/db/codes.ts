import { randomFillSync } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed by hand is not misread. */
export const codeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Random bytes from the system's secure generator, drawn 4 KB at a time: one call per 341 codes instead of one per
 * code (an import of 100,000 report lines makes 100,000 codes), as `crypto.randomUUID` caches its entropy.
 */
const pool = Buffer.alloc(4_092);
let used = pool.length;

/**
 * A new code such as `BT-7K2M9Q4XJDC5`, the one way the platform names what it creates: the prefix names the kind
 * (`M` merchant, `AH` seller, `BT` balance transfer...), 60 random bits (a byte modulo 32 is unbiased) make it unique
 * in practice. Random rather than sequential, so several platform processes create side by side without a shared
 * counter; a clash is a unique violation (409).
 */
export function newCode(prefix: string): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  let code = `${prefix}-`;
  for (let index = used; index < used + 12; index++) code += codeAlphabet[(pool[index] ?? 0) % 32];
  used += 12;
  return code;
}
