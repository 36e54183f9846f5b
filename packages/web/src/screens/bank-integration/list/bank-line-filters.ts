import {
  type BankLineListQuery,
  type BankLineStatus,
  type BankLineType,
  bankLineStatuses,
  bankLineTypes,
} from '@ops/core/contract';

/** The URL parameters of the bank integration list's filters. */
export const bankLineFilterKeys = ['status', 'type'] as const;
export type BankLineFilterKey = (typeof bankLineFilterKeys)[number];

/** The bank integration list's filters (spec section 4): one status, one type. */
export interface BankLineFilters {
  status: BankLineStatus | undefined;
  type: BankLineType | undefined;
}

const oneOf = <T extends string>(known: readonly T[], value: string | undefined): T | undefined =>
  known.find((candidate) => candidate === value);

export function bankLineFiltersOf(query: Record<BankLineFilterKey, string | undefined>): BankLineFilters {
  return { status: oneOf(bankLineStatuses, query.status), type: oneOf(bankLineTypes, query.type) };
}

/** The filters as URL parameters; an empty one removes its parameter. */
export function bankLineFilterParams(filters: BankLineFilters): Record<BankLineFilterKey, string | undefined> {
  return { status: filters.status, type: filters.type };
}

/** The list call's filter query. */
export function bankLineListFilters(filters: BankLineFilters): Pick<BankLineListQuery, 'status' | 'type'> {
  return { ...(filters.status ? { status: filters.status } : {}), ...(filters.type ? { type: filters.type } : {}) };
}
