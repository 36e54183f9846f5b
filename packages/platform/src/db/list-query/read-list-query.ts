import { type ListQuery, type ListQueryFields, listQueryErrorMessage, parseListQuery } from '@ops/core/list-query';
import { i18nObject } from '@ops/locales';
import { badRequest } from '../../http/api-problem.ts';

const en = i18nObject('en');

/**
 * A list's `query` parameter read, or a 400 in the contract's error shape whose message names the character at
 * fault (1-based) and whose detail says where, `query[position:length]`, so a client can mark it. Nothing has run.
 */
export function readListQuery(fields: ListQueryFields, text: string | undefined): ListQuery | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const result = parseListQuery(fields, text);
  if (result.ok) return result.query;
  const message = listQueryErrorMessage(en, result.error, fields);
  const { position, length } = result.error;
  throw badRequest(message, [{ field: `query[${position}:${length}]`, message }]);
}
