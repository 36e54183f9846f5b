import type { AuditChainVerification } from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';

type Problem = NonNullable<AuditChainVerification['firstBroken']>['problem'];

interface BrokenRow {
  position: string | null;
  audit_event_id: string;
  problem: Problem;
}

/**
 * The first seal, by position, whose hash is not the SHA-256 of the previous seal's hash and its entry's text as the
 * entry reads now (CHANGED: its content or an earlier seal was edited), whose position does not follow the previous
 * one's, or that names no entry (REMOVED). The window runs over the seals alone in their key's order and each entry
 * is then read by its id, so no row is sorted: one pass over a million entries in seconds.
 */
async function firstBrokenSeal(db: Queryable): Promise<BrokenRow | undefined> {
  const [broken] = await selectRows<BrokenRow>(
    db,
    sql`with chain as (
          select position, audit_event_id, hash,
            coalesce(lag(hash) over w, '') as previous_hash,
            lag(position) over w as previous_position
          from audit_seals window w as (order by position)
        )
        select c.position::text, c.audit_event_id::text,
          case when e.id is null then 'REMOVED' else 'CHANGED' end as problem
        from chain c left join audit_events e on e.id = c.audit_event_id
        where e.id is null
          or c.position <> coalesce(c.previous_position, 0) + 1
          or c.hash <> encode(sha256(convert_to(c.previous_hash || audit_event_text(e), 'UTF8')), 'hex')
        order by c.position
        limit 1`,
  );
  return broken;
}

/**
 * The first entry with no seal (written with the triggers off), on a chain that holds over `sealed` seals. Each
 * seal then names an entry of its own (none REMOVED, one seal an entry), so as many entries as seals means every
 * entry is sealed, and only a trail with more entries is searched.
 */
async function firstUnsealedEntry(db: Queryable, sealed: number): Promise<BrokenRow | undefined> {
  const [entries] = await selectRows<{ count: string }>(db, sql`select count(*)::text as count from audit_events`);
  if (Number(entries?.count ?? 0) === sealed) return undefined;
  const [unsealed] = await selectRows<BrokenRow>(
    db,
    sql`select null as position, e.id::text as audit_event_id, 'UNSEALED' as problem from audit_events e
      where not exists (select 1 from audit_seals s where s.audit_event_id = e.id)
      order by e.id limit 1`,
  );
  return unsealed;
}

/**
 * Checks the trail's hash chain in one pass (`audit_events_seal` wrote it) and names the first entry that breaks it:
 * CHANGED or REMOVED at a seal's position, else UNSEALED (an entry with no seal at all).
 */
export async function verifyAuditChain(db: Queryable): Promise<AuditChainVerification> {
  const broken = await firstBrokenSeal(db);
  const [head] = await selectRows<{ position: string; hash: string }>(
    db,
    sql`select s.position::text, s.hash from audit_seals s order by s.position desc limit 1`,
  );
  // A chain that holds numbers its seals 1, 2, 3… without a gap: the head's position is how many there are. (The
  // order names the column of the table, s.position: bare, it would be the text the query answers, where 15 < 2.)
  const headPosition = Number(head?.position ?? 0);
  const firstBroken = broken ?? (await firstUnsealedEntry(db, headPosition));
  const [counted] = broken
    ? await selectRows<{ count: string }>(db, sql`select count(*)::text as count from audit_seals`)
    : [{ count: String(headPosition) }];
  return {
    holds: firstBroken === undefined,
    checked: Number(counted?.count ?? 0),
    head: head ? { position: headPosition, hash: head.hash } : null,
    firstBroken: firstBroken
      ? {
          position: firstBroken.position === null ? null : Number(firstBroken.position),
          auditEventId: Number(firstBroken.audit_event_id),
          problem: firstBroken.problem,
        }
      : null,
  };
}
