import {
  type BankLineListQuery,
  type BankLineStatus,
  type BankLineType,
  bankLineStatuses,
  bankLineTypes,
} from '@ops/core/contract';

/** The URL parameters of the bank and PSP integration lists' filters. */
export const integrationFilterKeys = ['status', 'type'] as const;
export type IntegrationFilterKey = (typeof integrationFilterKeys)[number];

/** The integration lists' filters (spec section 4, the same statuses and types for both): one status, one type. */
export interface IntegrationFilters {
  status: BankLineStatus | undefined;
  type: BankLineType | undefined;
}

const oneOf = <T extends string>(known: readonly T[], value: string | undefined): T | undefined =>
  known.find((candidate) => candidate === value);

export function integrationFiltersOf(query: Record<IntegrationFilterKey, string | undefined>): IntegrationFilters {
  return { status: oneOf(bankLineStatuses, query.status), type: oneOf(bankLineTypes, query.type) };
}

/** The filters as URL parameters; an empty one removes its parameter. */
export function integrationFilterParams(filters: IntegrationFilters): Record<IntegrationFilterKey, string | undefined> {
  return { status: filters.status, type: filters.type };
}

/** The list call's filter (the bank lines' query, the PSP report search's filter). */
export function integrationListFilters(filters: IntegrationFilters): Pick<BankLineListQuery, 'status' | 'type'> {
  return { ...(filters.status ? { status: filters.status } : {}), ...(filters.type ? { type: filters.type } : {}) };
}
