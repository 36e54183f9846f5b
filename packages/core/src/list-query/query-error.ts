import type { TranslationFunctions } from '@ops/locales';
import { fieldNamed, type ListQueryFields } from './query-field.ts';

export const listQueryErrorKeys = [
  'unknownField',
  'missingValue',
  'unknownValue',
  'operatorNotAllowed',
  'oneValueOnly',
  'invalidAmount',
  'invalidCurrency',
  'invalidDate',
  'invalidCode',
  'negatedWord',
  'tooLong',
] as const;
export type ListQueryErrorKey = (typeof listQueryErrorKeys)[number];

/**
 * Why a query was refused and where: `position` is the 0-based index of the first character at fault and `length`
 * how many characters are (at least 1, within the text), `text` those characters, `field` the field they belong to.
 */
export interface ListQueryError {
  key: ListQueryErrorKey;
  position: number;
  length: number;
  text: string;
  field: string;
}

/** The longest query a list takes. */
export const maxQueryLength = 1000;

/** The error in the reader's language, naming the character (1-based) it starts at and what the list takes. */
export function listQueryErrorMessage(t: TranslationFunctions, error: ListQueryError, fields: ListQueryFields): string {
  const errors = t.listQuery.errors;
  const at = { position: error.position + 1, text: error.text, field: error.field };
  switch (error.key) {
    case 'unknownField':
      return errors.unknownField({ ...at, fields: fields.fields.map((field) => field.name).join(', ') });
    case 'unknownValue':
      return errors.unknownValue({ ...at, values: fieldNamed(fields, error.field)?.values?.join(', ') ?? '' });
    case 'tooLong':
      return errors.tooLong({ max: maxQueryLength });
    default:
      return errors[error.key](at);
  }
}
