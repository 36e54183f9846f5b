import type { ErrorDetail } from '@ops/core/contract';
import type { z } from 'zod';

/** What part of the request a schema checked; names the field when the whole part is wrong. */
export type RequestPart = 'params' | 'query' | 'headers' | 'body';

/** One detail per zod issue, `field` being the dotted path into the request part. */
export function contractViolationDetails(error: z.ZodError, part: RequestPart): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
    message: issue.message,
  }));
}
