import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { type Checked, failed, passed } from './checked.ts';

/** An IBAN as typed, with or without spaces or dashes and in any case; the value is its electronic format. */
export function checkIban(text: string | null | undefined): Checked<string> {
  const iban = electronicFormatIBAN(text?.trim() ?? '') ?? '';
  if (iban === '') return failed('required');
  return isValidIBAN(iban) ? passed(iban) : failed('invalidIban');
}
