import {
  type DivisionEvent,
  type DivisionEventsPage,
  type DivisionEventType,
  divisionEventTypes,
  ledgerPostingEventType,
} from '@ops/core/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { isoTimestamp, selectRows } from '../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../account-owner/scope.ts';

/**
 * A place in the feed. Rows are ordered by the id of the transaction that wrote them (`written_by`), then postings
 * before webhook events, then their position; the feed only hands out rows written by transactions older than the
 * oldest one still running, so a row that commits later always comes after every cursor already handed out.
 */
interface FeedCursor {
  writtenBy: bigint;
  kind: 0 | 1;
  position: bigint;
}

const postingKind = 0;
const webhookEventKind = 1;
const lastPosition = 9_223_372_036_854_775_807n;

export function parseFeedCursor(text: string): FeedCursor {
  const [writtenBy, kind, position] = text.split('.');
  return { writtenBy: BigInt(writtenBy ?? 0), kind: kind === '1' ? 1 : 0, position: BigInt(position ?? 0) };
}

const cursorText = ({ writtenBy, kind, position }: FeedCursor) => `${writtenBy}.${kind}.${position}`;

export interface FeedRead {
  /** Where to start: after a cursor, else from a time, else (neither) nothing but the cursor of now. */
  after?: FeedCursor;
  from?: string;
  types: readonly DivisionEventType[];
  limit: number;
}

interface FeedRow {
  writtenBy: string;
  kind: number;
  position: string;
  id: string;
  type: string;
  createdAt: string;
  merchantCode: string;
  divisionCode: string;
  data: Record<string, unknown> | string | null;
  body: string | null;
}

/** The transaction id below which every transaction has ended: what the feed may hand out. */
const horizon = sql`(pg_snapshot_xmin(pg_current_snapshot())::text::bigint)`;

function postingsAfter(address: DivisionAddress, after: FeedCursor, from: string | undefined): SQL {
  const position = after.kind === postingKind ? after.position : lastPosition;
  return sql`
    select p.written_by::text as "writtenBy", ${sql.raw(String(postingKind))} as kind, p.id::text as position, 'LP-' || p.id as id,
      ${ledgerPostingEventType} as type, ${isoTimestamp(sql`p.created_at`)} as "createdAt",
      va.merchant_code as "merchantCode", va.division_code as "divisionCode",
      jsonb_build_object(
        'postingId', p.id, 'transactionCode', t.code, 'transactionType', t.type, 'status', t.status,
        'reference', t.reference, 'virtualAccountCode', p.virtual_account_code,
        'accountHolderCode', va.account_holder_code, 'bucket', p.bucket, 'amount', p.amount, 'currency', p.currency
      ) as data, null as body
    from ledger_postings p
    join virtual_accounts va on va.code = p.virtual_account_code
    join ledger_transactions t on t.id = p.transaction_id
    where va.merchant_code = ${address.merchantCode} and va.division_code = ${address.divisionCode}
      and (p.written_by, p.id) > (${after.writtenBy.toString()}::bigint, ${position.toString()}::bigint)
      and p.written_by < ${horizon}
      ${from ? sql`and p.created_at >= ${from}::timestamptz` : sql``}`;
}

function webhookEventsAfter(
  address: DivisionAddress,
  after: FeedCursor,
  from: string | undefined,
  types: readonly string[],
): SQL {
  const position = after.kind === webhookEventKind ? after.position : 0n;
  return sql`
    select e.written_by::text as "writtenBy", ${sql.raw(String(webhookEventKind))} as kind, e.position::text as position,
      e.id, e.event_type as type, ${isoTimestamp(sql`e.created_at`)} as "createdAt", e.merchant_code as "merchantCode",
      e.division_code as "divisionCode", null::jsonb as data, e.body
    from webhook_events e
    where e.merchant_code = ${address.merchantCode} and e.division_code = ${address.divisionCode}
      and (e.written_by, e.position) > (${after.writtenBy.toString()}::bigint, ${position.toString()}::bigint)
      and e.written_by < ${horizon}
      and e.event_type in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})
      ${from ? sql`and e.created_at >= ${from}::timestamptz` : sql``}`;
}

/**
 * Where the feed stands now: before everything a transaction still running (or yet to start) writes, after all that
 * is handed out already.
 */
async function nowCursor(db: Queryable): Promise<FeedCursor> {
  const [now] = await selectRows<{ horizon: string }>(db, sql`select ${horizon}::text as horizon`);
  return { writtenBy: BigInt(now?.horizon ?? 0), kind: 0, position: 0n };
}

/** A row as a webhook body has it: a webhook event's stored body itself. */
function eventOf(row: FeedRow): DivisionEvent {
  if (row.body !== null) return JSON.parse(row.body) as DivisionEvent;
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt,
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as DivisionEvent['data'],
  };
}

/**
 * The division's events after a place, oldest first: its webhook events (every type, sent or not) and the postings
 * on its accounts. An answer's cursor is its last event's place, or where the feed stands when it has none.
 */
export async function readDivisionEvents(
  db: Queryable,
  address: DivisionAddress,
  read: FeedRead,
): Promise<DivisionEventsPage> {
  if (!read.after && !read.from) return { elements: [], cursor: cursorText(await nowCursor(db)) };
  const after = read.after ?? { writtenBy: 0n, kind: 0, position: 0n };
  const webhookTypes = read.types.filter((type) => type !== ledgerPostingEventType);
  const parts = [
    ...(read.types.includes(ledgerPostingEventType) ? [postingsAfter(address, after, read.from)] : []),
    ...(webhookTypes.length > 0 ? [webhookEventsAfter(address, after, read.from, webhookTypes)] : []),
  ];
  const rows = await selectRows<FeedRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) feed
      order by "writtenBy"::bigint, kind, position::bigint limit ${read.limit}`,
  );
  const last = rows.at(-1);
  const cursor: FeedCursor = last
    ? { writtenBy: BigInt(last.writtenBy), kind: Number(last.kind) === 1 ? 1 : 0, position: BigInt(last.position) }
    : (read.after ?? (await nowCursor(db)));
  return { elements: rows.map(eventOf), cursor: cursorText(cursor) };
}

/** The types a query keeps: those named, else every one. */
export function feedTypes(type: DivisionEventType | DivisionEventType[] | undefined): readonly DivisionEventType[] {
  return type === undefined ? divisionEventTypes : [type].flat();
}
