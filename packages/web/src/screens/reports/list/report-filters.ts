import {
  type ReportListQuery,
  type ReportStatus,
  type ReportType,
  reportStatuses,
  reportTypes,
} from '@ops/core/contract';

/** The URL parameters of the reports list's filters; `account` is also the Sellers tab's picked seller. */
export const reportFilterKeys = ['type', 'status', 'from', 'to', 'account'] as const;
export type ReportFilterKey = (typeof reportFilterKeys)[number];

/** The reports list's filters (spec section 2: type, dates and account; and the status). */
export interface ReportFilters {
  type: ReportType | undefined;
  status: ReportStatus | undefined;
  from: string | undefined;
  to: string | undefined;
  account: string | undefined;
}

const oneOf = <T extends string>(known: readonly T[], value: string | undefined): T | undefined =>
  known.find((candidate) => candidate === value);

export function reportFiltersOf(query: Record<ReportFilterKey, string | undefined>): ReportFilters {
  return {
    type: oneOf(reportTypes, query.type),
    status: oneOf(reportStatuses, query.status),
    from: query.from,
    to: query.to,
    account: query.account,
  };
}

/** The list call's path type and query for a tab's filters. */
export function reportListCall(filters: ReportFilters): {
  type: string;
  query: Omit<ReportListQuery, 'page' | 'limit'>;
} {
  return {
    type: filters.type ?? 'all',
    query: {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.account ? { virtualAccountCode: filters.account } : {}),
    },
  };
}
