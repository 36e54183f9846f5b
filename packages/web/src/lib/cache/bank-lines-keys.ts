import { cacheKey } from './cache-key.ts';

/** The bank integration list's query keys. */
export const bankLinesKeys = {
  all: cacheKey('bankLines'),
  /** One page of the list. */
  list: (filters: object, listPage: object) => [...cacheKey('bankLines'), filters, listPage] as const,
  /** The workbench's candidates of one line in a division. */
  candidates: (division: object, bankLineCode: string) =>
    [...cacheKey('bankLines'), 'candidates', division, bankLineCode] as const,
  /** One page of a division's exceptions queue. */
  exceptions: (division: object, listPage: object) =>
    [...cacheKey('bankLines'), 'exceptions', division, listPage] as const,
};
