import { calendarDateSchema } from '../primitives.ts';
import { type ReportScope, type ReportType, reportTypes } from './report.ts';

/** A request's problem: its catalogue code (spec section 8) and the field it is about. */
export interface ReportRequestProblem {
  code: 4002 | 4006 | 4009 | 4010 | 4023;
  field: 'type' | 'from' | 'to' | 'virtualAccountCode';
}

export interface ReportRequestDraft {
  type: string;
  from?: string | undefined;
  to?: string | undefined;
  virtualAccountCode?: string | undefined;
  scope?: ReportScope | undefined;
  today?: boolean | undefined;
}

/** A checked request's period, inclusive calendar dates in UTC. */
export interface ReportPeriod {
  type: ReportType;
  from: string;
  to: string;
}

export const isReportType = (type: string): type is ReportType => (reportTypes as readonly string[]).includes(type);

/** Today's date in UTC, YYYY-MM-DD. */
export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

const isDate = (value: string | undefined): value is string =>
  value !== undefined && calendarDateSchema.safeParse(value).success;

/**
 * Checks a report request before it is sent and again on the platform, in one place: the first problem in the
 * order a person fills the form (report, account, dates), or the period to generate. A today's report ignores the
 * dates given. A period may not end after today or before it starts (4023).
 */
export function checkReportRequest(
  draft: ReportRequestDraft,
  now: Date,
): { problem: ReportRequestProblem } | { period: ReportPeriod } {
  if (!isReportType(draft.type)) return { problem: { code: 4006, field: 'type' } };
  const account = draft.virtualAccountCode?.trim();
  if (!account && draft.scope === 'SELLERS') return { problem: { code: 4002, field: 'virtualAccountCode' } };
  if (!account && draft.type === 'ACCOUNT_STATEMENT') return { problem: { code: 4010, field: 'virtualAccountCode' } };
  const today = utcDate(now);
  if (draft.today) return { period: { type: draft.type, from: today, to: today } };
  if (!draft.from?.trim()) return { problem: { code: 4009, field: 'from' } };
  if (!isDate(draft.from)) return { problem: { code: 4023, field: 'from' } };
  const to = draft.to?.trim() ? draft.to : draft.from;
  if (!isDate(to) || to < draft.from || to > today) return { problem: { code: 4023, field: 'to' } };
  return { period: { type: draft.type, from: draft.from, to } };
}
