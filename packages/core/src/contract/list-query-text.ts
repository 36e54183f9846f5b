import { z } from 'zod';

/**
 * A list's query in the list query language (core's `list-query`), held to the other filters (AND). The platform
 * reads it with `parseListQuery` and refuses one it cannot read with 400, naming the character at fault.
 */
export const listQueryTextSchema = z
  .string()
  .optional()
  .describe(
    "A query in the list query language, e.g. 'status:RECONCILED amount>=1000 created>-7d -type:REFUND' " +
      '(fields, operators and values: `ops help` and the README)',
  );
