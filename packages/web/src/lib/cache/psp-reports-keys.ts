import { cacheKey } from './cache-key.ts';

/** The PSP integration list's and the division's PSP integrations' query keys. */
export const pspReportsKeys = {
  all: cacheKey('pspReports'),
  /** One page of the list. */
  list: (filters: object, listPage: object) => [...cacheKey('pspReports'), 'items', filters, listPage] as const,
  /** The division's integrations. */
  integrations: (division: object) => [...cacheKey('pspReports'), 'integrations', division] as const,
};
