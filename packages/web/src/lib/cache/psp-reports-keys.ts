import { cacheKey } from './cache-key.ts';

/** The PSP integration list's and the division's PSP integrations' query keys. */
export const pspReportsKeys = {
  all: cacheKey('pspReports'),
  /** One page of the list. */
  list: (filters: object, listPage: object) => [...cacheKey('pspReports'), 'items', filters, listPage] as const,
  /** One page of the division's settlement batches (PSP Settlements). */
  settlements: (division: object, listPage: object) =>
    [...cacheKey('pspReports'), 'settlements', division, listPage] as const,
  /** One page of an imported report's lines. */
  reportLines: (executionId: string, listPage: object) =>
    [...cacheKey('pspReports'), 'reportLines', executionId, listPage] as const,
  /** The PSP workbench's candidates of one report item in a division. */
  candidates: (division: object, reportItemCode: string) =>
    [...cacheKey('pspReports'), 'candidates', division, reportItemCode] as const,
  /** One page of a division's exceptions queue. */
  exceptions: (division: object, listPage: object) =>
    [...cacheKey('pspReports'), 'exceptions', division, listPage] as const,
  /** The division's integrations. */
  integrations: (division: object) => [...cacheKey('pspReports'), 'integrations', division] as const,
  /** The PSPs an integration can be added for (`available-integrations`). */
  available: () => [...cacheKey('pspReports'), 'available'] as const,
  /** The acquirers with what was imported of each (`reconciliation/acquirers`): an import or retrigger changes them. */
  acquirers: () => [...cacheKey('pspReports'), 'acquirers'] as const,
};
