import type { ListQuery, QueryClause } from './list-query.ts';
import { type ListQueryError, type ListQueryErrorKey, maxQueryLength } from './query-error.ts';
import { fieldNamed, type ListQueryFields, operatorsOf, type QueryOperator } from './query-field.ts';
import { normalValue } from './query-values.ts';

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; error: ListQueryError };

/** A run of characters without white space, and where it starts. */
interface Term {
  text: string;
  start: number;
}

const clausePattern = /^(-?)([A-Za-z][A-Za-z0-9_]*)(>=|<=|:|>|<)(.*)$/s;
const operatorCharacters = /[:<>]/;

function termsOf(text: string): Term[] {
  return Array.from(text.matchAll(/\S+/g), (match) => ({ text: match[0], start: match.index }));
}

class QueryRefusal extends Error {
  readonly refusal: ListQueryError;
  constructor(refusal: ListQueryError) {
    super(refusal.key);
    this.refusal = refusal;
  }
}

function refuse(key: ListQueryErrorKey, position: number, text: string, field = ''): never {
  throw new QueryRefusal({ key, position, length: Math.max(1, text.length), text, field });
}

function clauseOf(fields: ListQueryFields, term: Term, match: RegExpExecArray): QueryClause {
  const [, minus = '', name = '', operator = ':', valueText = ''] = match;
  const nameAt = term.start + minus.length;
  const field = fieldNamed(fields, name);
  if (!field) refuse('unknownField', nameAt, name);
  const operatorAt = nameAt + name.length;
  if (!operatorsOf(field.kind).includes(operator as QueryOperator)) {
    refuse('operatorNotAllowed', operatorAt, operator, field.name);
  }
  const values: string[] = [];
  let itemAt = operatorAt + operator.length;
  let previousEnd = operatorAt;
  for (const item of valueText.split(',')) {
    if (item === '') refuse('missingValue', previousEnd, term.text.charAt(previousEnd - term.start), field.name);
    if (values.length === 1 && operator !== ':') refuse('oneValueOnly', itemAt, item, field.name);
    const normal = normalValue(field, item);
    if ('error' in normal) refuse(normal.error, itemAt, item, field.name);
    values.push(normal.value);
    previousEnd = itemAt + item.length;
    itemAt = previousEnd + 1;
  }
  return { field: field.name, negated: minus === '-', operator: operator as QueryOperator, values };
}

function readTerm(fields: ListQueryFields, term: Term, query: ListQuery): void {
  const match = clausePattern.exec(term.text);
  if (match) {
    query.clauses.push(clauseOf(fields, term, match));
    return;
  }
  const operatorAt = term.text.search(operatorCharacters);
  if (operatorAt >= 0) {
    // Something before an operator that is no field name (`1x:…`, `:…`): the name is at fault, or the operator.
    const name = term.text.slice(0, operatorAt).replace(/^-/, '');
    const nameAt = term.start + (term.text.startsWith('-') ? 1 : 0);
    refuse('unknownField', name ? nameAt : term.start + operatorAt, name || term.text.charAt(operatorAt));
  }
  if (term.text.startsWith('-')) refuse('negatedWord', term.start, term.text);
  query.words.push(term.text);
}

/**
 * Reads a list query, `status:failed,rejected amount>=1000 currency:EUR created>-7d seller:AH-00* -type:REFUND
 * ah-123`: clauses `field:value,value` (any value), `field>value` and the like (money and dates), `-` before one
 * negates it; words without a field search the list. It never throws: a query it cannot read is an error naming
 * the characters at fault, inside the text.
 */
export function parseListQuery(fields: ListQueryFields, text: string): ListQueryResult {
  if (text.length > maxQueryLength) {
    return {
      ok: false,
      error: { key: 'tooLong', position: maxQueryLength, length: text.length - maxQueryLength, text: '', field: '' },
    };
  }
  const query: ListQuery = { clauses: [], words: [] };
  try {
    for (const term of termsOf(text)) readTerm(fields, term, query);
  } catch (error) {
    if (error instanceof QueryRefusal) return { ok: false, error: error.refusal };
    throw error;
  }
  return { ok: true, query };
}
