import type { ContractRoute } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { selectRows } from '../sql-rows.ts';

/** One call of a money-moving route: what a client sends besides its Idempotency-Key. */
export interface ConformanceCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The bound merchant and division (Merchant-Code headers), for a route that reads them. */
  scope?: { merchantCode: string; divisionCode: string };
  /** The status the call answers when it is not the route's success status (a refusal its case means to test). */
  answers?: number;
}

/** What the caller notices of an answer: its status, whether it is marked a replay, and its body. */
export interface CallAnswer {
  status: number;
  replayed: string | null;
  body: unknown;
}

/** Sends the call over HTTP as a client would, with the caller's headers and the key. */
export async function sendCall(
  baseUrl: string,
  route: ContractRoute,
  call: ConformanceCall,
  callerHeaders: Record<string, string>,
  idempotencyKey: string,
): Promise<CallAnswer> {
  const path = route.path
    .replace(/^\/+/, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const query = new URLSearchParams(call.query ?? {}).toString();
  const headers: Record<string, string> = { ...callerHeaders, 'idempotency-key': idempotencyKey };
  if (call.scope) {
    headers['merchant-code'] = call.scope.merchantCode;
    headers['merchant-division-code'] = call.scope.divisionCode;
  }
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: text ? JSON.parse(text) : null,
  };
}

/** The number of rows of every table: what a call leaves behind, whatever the route writes. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = sql.join(
    tables.map(({ name }) => sql`select ${name} as name, count(*)::int as rows from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const rows = await selectRows<{ name: string; rows: number }>(db, counts);
  return Object.fromEntries(rows.map(({ name, rows: value }) => [name, Number(value)]));
}

/** The tables whose row count changed, and by how much. */
export function countChange(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const change: Record<string, number> = {};
  for (const [name, rows] of Object.entries(after)) {
    const delta = rows - (before[name] ?? 0);
    if (delta !== 0) change[name] = delta;
  }
  return change;
}
