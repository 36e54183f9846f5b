import { cacheKey } from './cache-key.ts';

/** A merchant's users (Configurations → Users): one page of the list, by merchant, search and page. */
export const merchantUsersKeys = {
  all: cacheKey('merchantUsers'),
  list: (merchantCode: string, search: string | undefined, listPage: object) =>
    [...cacheKey('merchantUsers'), merchantCode, search, listPage] as const,
};
