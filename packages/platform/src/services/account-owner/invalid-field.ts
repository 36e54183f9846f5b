import { apiMessages } from '../../http/api-messages.ts';
import { type ApiProblem, badRequest } from '../../http/api-problem.ts';

/** A 400 naming one field, shaped like the contract's own refusals: 'Bad request' with the field's detail. */
export function invalidField(field: string, message: string): ApiProblem {
  return badRequest(apiMessages.badRequest, [{ field, message }]);
}
