import { isCurrencyCode, resolveCurrencyCode } from './currency-lookup.ts';
import { flagCountryCodes } from './flag-country-codes.ts';

/** A blank 4:3 image, shown for an unknown or shared currency and when a flag fails to load (spec section 8). */
export const BLANK_FLAG =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 480'%3E%3Crect width='640' height='480' fill='%23f1f3f5'/%3E%3C/svg%3E";

export interface CurrencyFlag {
  /** The flag-icons code ('eu', 'us'), or null when the currency has no flag of its own. */
  readonly countryCode: string | null;
  /**
   * The module specifier of the 4:3 SVG in the flag-icons package ('flag-icons/flags/4x3/eu.svg'), for the
   * web app's bundler to turn into a URL; null when the blank flag is to be shown.
   */
  readonly specifier: string | null;
}

const blankFlag: CurrencyFlag = { countryCode: null, specifier: null };

/** The flag of a currency code ('?' or empty is EUR); an unknown code gets the blank flag rather than an error. */
export function flagFor(code: string | null | undefined): CurrencyFlag {
  const resolved = resolveCurrencyCode(code);
  const countryCode = isCurrencyCode(resolved) ? flagCountryCodes[resolved] : null;
  if (countryCode === null) return blankFlag;
  return { countryCode, specifier: `flag-icons/flags/4x3/${countryCode}.svg` };
}

/**
 * The image source of a currency's flag, given how the app turns a flag-icons specifier into a URL (for Vite, an
 * `import.meta.glob` of the SVGs with `?url`); BLANK_FLAG when the currency has no flag or the app has no URL.
 */
export function flagSource(code: string | null | undefined, urlOf: (specifier: string) => string | undefined): string {
  const { specifier } = flagFor(code);
  return (specifier === null ? undefined : urlOf(specifier)) ?? BLANK_FLAG;
}
