import type { Random } from './random.ts';

/** The countries the demo sellers bank in; the rest of the world is out of scope for the sandbox. */
export type SepaCountry = 'NL' | 'BE' | 'DE';

const dutchBanks = ['ABNA', 'INGB', 'RABO', 'SNSB', 'ASNB', 'TRIO', 'BUNQ', 'KNAB'] as const;
const belgianBankCodes = ['001', '068', '363', '734', '979'] as const;
const germanBankCodes = ['10070000', '37040044', '50010517', '20050550', '43060967'] as const;
/** Federal Reserve routing symbols of real districts (New York, Chicago, Dallas, San Francisco, ...). */
const usRoutingPrefixes = ['0210', '0260', '0710', '0430', '0910', '1110', '1210', '0610'] as const;

/** An IBAN in electronic format, with the ISO 13616 check digits computed for its country and BBAN. */
export function composeIban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function randomIban(random: Random, country: SepaCountry): string {
  if (country === 'NL') return composeIban('NL', `${random.pick(dutchBanks)}${random.digits(10)}`);
  if (country === 'DE') return composeIban('DE', `${random.pick(germanBankCodes)}${random.digits(10)}`);
  // A Belgian account number carries its own check: the first ten digits modulo 97 (97 for 0).
  const account = `${random.pick(belgianBankCodes)}${random.digits(7)}`;
  const check = Number(account) % 97 || 97;
  return composeIban('BE', `${account}${String(check).padStart(2, '0')}`);
}

/** A US ABA routing number: weights 3, 7, 1 over its nine digits sum to a multiple of ten. */
export function randomRoutingNumber(random: Random): string {
  const eight = `${random.pick(usRoutingPrefixes)}${random.digits(4)}`;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...eight].reduce((total, digit, position) => total + Number(digit) * (weights[position] ?? 0), 0);
  return `${eight}${(10 - (sum % 10)) % 10}`;
}

export function randomUsAccountNumber(random: Random): string {
  return `${random.int(1, 9)}${random.digits(random.int(8, 11))}`;
}
