import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed by hand is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a generated code starts with, by entity, so a code tells what it names. */
export const codePrefixes = {
  merchant: 'M',
  division: 'D',
  accountHolder: 'AH',
  virtualAccount: 'VA',
  ubo: 'UBO',
  document: 'DOC',
  storedFile: 'F',
  externalAccount: 'EA',
  kycTask: 'KT',
  kycHistoryEntry: 'KH',
  kycDecisionFile: 'KF',
  kycSignOff: 'KS',
  externalVerification: 'VER',
  report: 'RP',
} as const;

/**
 * A new code such as `M-7K3Q9P2X`: random rather than sequential, so several platform processes can create
 * entities side by side without a shared counter. 40 random bits; a clash is a unique violation (409).
 */
export function newCode(entity: keyof typeof codePrefixes): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1) suffix += alphabet[randomInt(alphabet.length)];
  return `${codePrefixes[entity]}-${suffix}`;
}
