import type { Locales, TranslationFunctions } from '@ops/locales';
import type { ListQueryFields } from './query-field.ts';
import { fieldNamed } from './query-field.ts';
import { relativeDayExamples } from './query-values.ts';

/** One completion: the text that replaces `from`..`to` of the query, and what the list of choices shows. */
export interface QueryCompletion {
  insert: string;
  label: string;
  /** The field name or value it completes, for a second column (a status's name in the reader's language). */
  detail?: string;
}

export interface QueryCompletions {
  from: number;
  to: number;
  options: QueryCompletion[];
}

const startsWith = (text: string, start: string) => text.toLowerCase().startsWith(start.toLowerCase());

/**
 * What may complete the word at `caret`: a field name (`sta` → `status:`) before an operator, after one a value of
 * an enum field (matched by its value or its name in the reader's language) or a day of a date field. Values
 * already given in the clause (the one typed in full too) are not offered again, so Enter after a whole value
 * applies the query rather than choosing it once more.
 */
export function completeListQuery(
  fields: ListQueryFields,
  text: string,
  caret: number,
  i18n: { t: TranslationFunctions; locale: Locales },
): QueryCompletions {
  const before = text.slice(0, caret);
  const termStart = before.search(/\S*$/);
  const term = before.slice(termStart);
  const operator = /^(-?)([A-Za-z][A-Za-z0-9_]*)(>=|<=|:|>|<)/.exec(term);
  if (!operator) {
    const nameStart = termStart + (term.startsWith('-') ? 1 : 0);
    const typed = text.slice(nameStart, caret);
    const options = fields.fields
      .filter((field) => startsWith(field.name, typed))
      .map((field) => ({ insert: `${field.name}:`, label: `${field.name}:` }));
    return { from: nameStart, to: caret, options };
  }
  const field = fieldNamed(fields, operator[2] ?? '');
  const valuesText = term.slice(operator[0].length);
  const itemStart = termStart + operator[0].length + valuesText.lastIndexOf(',') + 1;
  const typed = text.slice(itemStart, caret);
  const given = new Set(valuesText.toUpperCase().split(','));
  if (field?.kind === 'enum') {
    const options = (field.values ?? [])
      .filter((value) => !given.has(value))
      .map((value) => ({ value, name: field.valueLabel?.(value, i18n) ?? value }))
      .filter(({ value, name }) => startsWith(value, typed) || startsWith(name, typed))
      .map(({ value, name }) => ({ insert: value, label: value, detail: name }));
    return { from: itemStart, to: caret, options };
  }
  if (field?.kind === 'date') {
    const options = relativeDayExamples
      .filter((value) => startsWith(value, typed) && value !== typed.toLowerCase())
      .map((value) => ({ insert: value, label: value }));
    return { from: itemStart, to: caret, options };
  }
  return { from: caret, to: caret, options: [] };
}
