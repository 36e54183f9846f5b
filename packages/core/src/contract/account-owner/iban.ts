import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { wireMessages } from '../wire-messages.ts';

export const invalidIbanMessage = wireMessages.invalidIban;

/** An IBAN as a caller types it: spaces and lower case are tolerated, the checksum must hold. */
export const ibanInputSchema = z
  .string()
  .overwrite((iban) => electronicFormatIBAN(iban) ?? iban)
  .refine((iban) => isValidIBAN(iban), invalidIbanMessage)
  .describe('IBAN; stored in electronic format (no spaces, capitals)');
