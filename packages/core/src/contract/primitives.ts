import { z } from 'zod';
import { wireMessages } from './wire-messages.ts';

/** The message of a required field left empty (spec section 5: "Required fields show 'Required'"). */
export const requiredMessage = wireMessages.required;

/** Free text the user must fill in: trimmed, and 'Required' when missing or blank. */
export const requiredText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
    .trim()
    .min(1, requiredMessage);

/** Whether a text takes at most `max` bytes in UTF-8 (what a database index counts), with the message saying so. */
export const withinBytes = (max: number) =>
  [(text: string) => new TextEncoder().encode(text).length <= max, wireMessages.textTooLong(max)] as const;

/** Free text the user may leave out: trimmed, empty when missing. */
export const optionalText = () => z.string().trim().default('');

/**
 * An amount of money in minor units of its currency (EUR 10.00 is 1000), a safe integer: amounts are never
 * floats on the wire.
 */
export const minorUnitsSchema = z.int().describe('Amount in minor units of the currency (EUR 10.00 is 1000)');

/** An e-mail address. */
export const emailSchema = z.email({ error: wireMessages.invalidEmail });

/** ISO 4217 currency code, e.g. EUR. */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, wireMessages.invalidCurrencyCode)
  .describe('ISO 4217 currency code');

/** ISO 3166-1 alpha-3 country code, e.g. NLD, the same form as a merchant's countryCode. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, wireMessages.invalidCountryCode)
  .describe('ISO 3166-1 alpha-3 country code');

/** A moment in time: ISO 8601 with a zone, e.g. 2024-05-01T12:00:00.000Z. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A calendar date without time: YYYY-MM-DD. */
export const calendarDateSchema = z.iso.date();

/** An entity's code: the identifier the spec's paths carry, e.g. a merchantCode. */
export const codeSchema = z.string().min(1);

/** A non-paged list answer: the same `elements` as the paged envelope, without the paging fields. */
export function listOf<T extends z.ZodType>(element: T) {
  return z.object({ elements: z.array(element) });
}

/** A query flag such as `showDeleted=true`; absent means false. */
export const queryFlagSchema = z.stringbool().default(false).describe("'true' or 'false'; absent means false");

/** Answer of a call that has nothing to say (204 No Content). */
export const noContentSchema = z.void();

export type MinorUnits = z.infer<typeof minorUnitsSchema>;

/** An amount with its currency. */
export const moneySchema = z
  .object({
    amount: minorUnitsSchema,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'Money' });

export type Money = z.infer<typeof moneySchema>;
