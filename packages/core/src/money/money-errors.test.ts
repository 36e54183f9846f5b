import { describe, expect, it } from 'vitest';
import { CurrencyNotFoundError, InvalidAmountError, type InvalidAmountReason } from './money-errors.ts';

describe('CurrencyNotFoundError', () => {
  it('is an Error with a stable code and the code it could not find', () => {
    const error = new CurrencyNotFoundError('XYZ');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CurrencyNotFoundError');
    expect(error.code).toBe('CURRENCY_NOT_FOUND');
    expect(error.currencyCode).toBe('XYZ');
    expect(error.message).toBe('Currency code not found');
  });

  it('speaks the language it was made in, and any other on request', () => {
    expect(new CurrencyNotFoundError('XYZ', 'nl').message).toBe('Valutacode niet gevonden');
    expect(new CurrencyNotFoundError('XYZ').messageIn('nl')).toBe('Valutacode niet gevonden');
  });
});

describe('InvalidAmountError', () => {
  const details = (reason: InvalidAmountReason) => ({
    reason,
    amount: '10.055',
    currencyCode: 'EUR',
    decimalDigits: 2,
  });

  it('is an Error with a stable code, the reason and what was refused', () => {
    const error = new InvalidAmountError(details('too-many-decimals'));
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('INVALID_AMOUNT');
    expect(error.reason).toBe('too-many-decimals');
    expect(error.amount).toBe('10.055');
    expect(error.currencyCode).toBe('EUR');
  });

  it('explains each reason in English and Dutch', () => {
    const messages = (locale: 'en' | 'nl') =>
      (['format', 'too-many-decimals', 'too-high', 'too-low'] as const).map(
        (reason) => new InvalidAmountError(details(reason), locale).message,
      );
    expect(messages('en')).toEqual([
      'Invalid Amount',
      'EUR amounts have at most 2 decimals',
      'Value Too High',
      'Value Too Low',
    ]);
    expect(messages('nl')).toEqual([
      'Ongeldig bedrag',
      'Bedragen in EUR hebben hoogstens 2 decimalen',
      'Waarde te hoog',
      'Waarde te laag',
    ]);
    expect(new InvalidAmountError(details('format')).messageIn('nl')).toBe('Ongeldig bedrag');
  });
});
