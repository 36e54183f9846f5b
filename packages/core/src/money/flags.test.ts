import flagIconCountries from 'flag-icons/country.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { currencies } from './currency-table.ts';
import { flagCountryCodes } from './flag-country-codes.ts';
import { BLANK_FLAG, flagFor, flagSource } from './flags.ts';

describe('flagFor', () => {
  it('gives the 4:3 flag-icons SVG of the issuing country or region', () => {
    expect(flagFor('EUR')).toEqual({ countryCode: 'eu', specifier: 'flag-icons/flags/4x3/eu.svg' });
    expect(flagFor('USD')).toEqual({ countryCode: 'us', specifier: 'flag-icons/flags/4x3/us.svg' });
    expect(flagFor('gbp').countryCode).toBe('gb');
    expect(flagFor('EEK').countryCode).toBe('ee');
  });

  it("shows the euro flag for '?' or an empty code", () => {
    expect(flagFor('?').countryCode).toBe('eu');
    expect(flagFor('').countryCode).toBe('eu');
    expect(flagFor(undefined).countryCode).toBe('eu');
  });

  it('falls back to the blank flag for shared and unknown currencies instead of failing', () => {
    for (const code of ['XAF', 'XOF', 'XCD', 'XYZ']) {
      expect(flagFor(code)).toEqual({ countryCode: null, specifier: null });
    }
  });

  it('only points at flags that flag-icons ships', () => {
    const shipped = new Set(flagIconCountries.map((country) => country.code));
    for (const code of Object.keys(currencies) as (keyof typeof currencies)[]) {
      const countryCode = flagCountryCodes[code];
      if (countryCode !== null) expect(shipped, code).toContain(countryCode);
    }
  });
});

describe('flagSource', () => {
  const urls: Record<string, string> = { 'flag-icons/flags/4x3/eu.svg': '/assets/eu-1a2b.svg' };
  const urlOf = (specifier: string) => urls[specifier];

  it("uses the app's URL for the currency's flag", () => {
    expect(flagSource('EUR', urlOf)).toBe('/assets/eu-1a2b.svg');
  });

  it('shows the blank image when the currency has no flag or the app has no URL for it', () => {
    expect(flagSource('XAF', urlOf)).toBe(BLANK_FLAG);
    expect(flagSource('XYZ', urlOf)).toBe(BLANK_FLAG);
    expect(flagSource('USD', urlOf)).toBe(BLANK_FLAG);
  });

  it('keeps the blank image a self-contained SVG, usable offline and in any img element', () => {
    expect(BLANK_FLAG).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(BLANK_FLAG)).toContain("viewBox='0 0 640 480'");
  });
});
