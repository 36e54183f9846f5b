import { i18nObject, type Locales } from '@ops/locales';

/** Thrown for a currency code outside the reference table (spec section 9: 'Currency code not found'). */
export class CurrencyNotFoundError extends Error {
  override readonly name = 'CurrencyNotFoundError';
  readonly code = 'CURRENCY_NOT_FOUND';
  readonly currencyCode: string;

  constructor(currencyCode: string, locale: Locales = 'en') {
    super(i18nObject(locale).money.currencyNotFound());
    this.currencyCode = currencyCode;
  }

  /** The message in the reader's language, when the error was made where that language was not known. */
  messageIn(locale: Locales): string {
    return i18nObject(locale).money.currencyNotFound();
  }
}

/**
 * Why an amount was refused: not a plain decimal (or not whole minor units), more fraction digits than the
 * currency has, or beyond what a JavaScript number holds exactly (use the bigint variant for those).
 */
export type InvalidAmountReason = 'format' | 'too-many-decimals' | 'too-high' | 'too-low';

export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  readonly code = 'INVALID_AMOUNT';
  readonly reason: InvalidAmountReason;
  readonly amount: string;
  readonly currencyCode: string;
  /** The currency's decimal digits, which bound the fraction of a display amount. */
  readonly decimalDigits: number;

  constructor(
    details: { reason: InvalidAmountReason; amount: string; currencyCode: string; decimalDigits: number },
    locale: Locales = 'en',
  ) {
    super();
    this.reason = details.reason;
    this.amount = details.amount;
    this.currencyCode = details.currencyCode;
    this.decimalDigits = details.decimalDigits;
    this.message = this.messageIn(locale);
  }

  messageIn(locale: Locales): string {
    const { money, validation } = i18nObject(locale);
    switch (this.reason) {
      case 'format':
        return validation.invalidAmount();
      case 'too-many-decimals':
        return money.tooManyDecimals({ currency: this.currencyCode, digits: this.decimalDigits });
      case 'too-high':
        return validation.valueTooHigh();
      case 'too-low':
        return validation.valueTooLow();
    }
  }
}
