import { ApiProblem } from '../../../http/api-problem.ts';
import { catalogueText } from './report-messages.ts';

/**
 * A refused report call: HTTP 400 (409 for 4011) whose `code` is the catalogue's (spec section 8) and whose message
 * is its text, with the field it is about.
 */
export function reportProblem(code: number, field?: string, message = catalogueText(code)): ApiProblem {
  const status = code === 4011 ? 409 : 400;
  return new ApiProblem(status, message, field ? [{ field, message }] : [], code);
}
