import type { Report } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import { isoTimestamp } from '../../../ledger/sql-rows.ts';

/** A report's columns as the contract names them: raw statements select them as text and convert here. */
export const reportColumns = sql`r.code, r.type, r.format, r.scope, r.status, r.period_from::text as "from",
  r.period_to::text as "to", r.virtual_account_code, va.display_name as account_name, r.account_holder_code,
  va.currency, r.today_date is not null as today, r.requested_by, ${isoTimestamp(sql`r.created_at`)} as created_at,
  ${isoTimestamp(sql`r.generated_at`)} as generated_at, r.row_count, r.file_name, r.file_size::text as file_size,
  r.failure_code, r.failure_message`;

/** `reports r` and the account it is about, for `reportColumns`. */
export const reportSource = sql`reports r left join virtual_accounts va on va.code = r.virtual_account_code`;

export interface ReportRow {
  code: string;
  type: Report['type'];
  format: Report['format'];
  scope: Report['scope'];
  status: Report['status'];
  from: string;
  to: string;
  virtual_account_code: string | null;
  account_name: string | null;
  account_holder_code: string | null;
  currency: string | null;
  today: boolean;
  requested_by: string;
  created_at: string;
  generated_at: string | null;
  row_count: number | null;
  file_name: string | null;
  file_size: string | null;
  failure_code: number | null;
  failure_message: string | null;
}

export function reportOf(row: ReportRow): Report {
  return {
    code: row.code,
    type: row.type,
    format: row.format,
    scope: row.scope,
    status: row.status,
    from: row.from,
    to: row.to,
    virtualAccountCode: row.virtual_account_code,
    accountName: row.account_name,
    accountHolderCode: row.account_holder_code,
    currency: row.currency,
    today: row.today,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    generatedAt: row.generated_at,
    rowCount: row.row_count === null ? null : Number(row.row_count),
    fileName: row.file_name,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    failureCode: row.failure_code === null ? null : Number(row.failure_code),
    failureMessage: row.failure_message,
  };
}
