import { formatIsoDate, parseIsoDate } from '../dates/day-text.ts';
import { isCurrencyCode } from '../money/currency-lookup.ts';
import type { ListQueryErrorKey } from './query-error.ts';
import type { QueryField } from './query-field.ts';

const amountPattern = /^\d{1,15}(\.\d{1,3})?$/;
const relativeDayPattern = /^-\d{1,4}[dwmy]$/;
/** A code, or an e-mail address (`who:oscar@sandbox.test`), with a trailing `*` for its start. */
const codePattern = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}\*?$/;

/** The words a date field takes for today and the days relative to it, as completion offers them. */
export const relativeDayExamples = ['today', '-1d', '-7d', '-30d', '-3m', '-1y'] as const;

/** A value of a field in its normal form, or why it is not one. */
export function normalValue(field: QueryField, text: string): { value: string } | { error: ListQueryErrorKey } {
  switch (field.kind) {
    case 'enum': {
      const upper = text.toUpperCase();
      return field.values?.includes(upper) ? { value: upper } : { error: 'unknownValue' };
    }
    case 'money':
      return amountPattern.test(text) ? { value: text } : { error: 'invalidAmount' };
    case 'currency': {
      const upper = text.toUpperCase();
      return /^[A-Z]{3}$/.test(upper) && isCurrencyCode(upper) ? { value: upper } : { error: 'invalidCurrency' };
    }
    case 'date': {
      const lower = text.toLowerCase();
      if (lower === 'today' || relativeDayPattern.test(lower)) return { value: lower };
      const day = parseIsoDate(text);
      return day && formatIsoDate(day) === text ? { value: text } : { error: 'invalidDate' };
    }
    case 'code':
      return codePattern.test(text) ? { value: text } : { error: 'invalidCode' };
  }
}
