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
 * Checks the trail's hash chain in one pass (`audit_events_seal` wrote it): each seal's hash must be the SHA-256 of
 * the previous seal's hash and its entry's text as the entry reads now. The first position where it does not is a
 * CHANGED entry (its content or an earlier seal was edited) or a REMOVED one (its seal names no entry); an entry
 * with no seal at all is UNSEALED (written with the triggers off).
 */
export async function verifyAuditChain(db: Queryable): Promise<AuditChainVerification> {
  const [broken] = await selectRows<BrokenRow>(
    db,
    sql`with chain as (
          select s.position, s.audit_event_id, s.hash,
            coalesce(lag(s.hash) over (order by s.position), '') as previous_hash,
            lag(s.position) over (order by s.position) as previous_position,
            e as entry
          from audit_seals s left join audit_events e on e.id = s.audit_event_id
        )
        select position::text, audit_event_id::text,
          case when entry is null then 'REMOVED' else 'CHANGED' end as problem
        from chain
        where entry is null
          or position <> coalesce(previous_position, 0) + 1
          or hash <> encode(sha256(convert_to(previous_hash || audit_event_text(entry), 'UTF8')), 'hex')
        order by chain.position
        limit 1`,
  );
  const [unsealed] = broken
    ? []
    : await selectRows<BrokenRow>(
        db,
        sql`select null as position, e.id::text as audit_event_id, 'UNSEALED' as problem from audit_events e
          where not exists (select 1 from audit_seals s where s.audit_event_id = e.id)
          order by e.id limit 1`,
      );
  const [summary] = await selectRows<{ checked: string; position: string | null; hash: string | null }>(
    db,
    sql`select (select count(*) from audit_seals)::text as checked, position::text, hash
      from (select 1) one left join lateral
        (select position, hash from audit_seals order by position desc limit 1) head on true`,
  );
  const firstBroken = broken ?? unsealed;
  return {
    holds: firstBroken === undefined,
    checked: Number(summary?.checked ?? 0),
    head: summary?.position ? { position: Number(summary.position), hash: summary.hash ?? '' } : null,
    firstBroken: firstBroken
      ? {
          position: firstBroken.position === null ? null : Number(firstBroken.position),
          auditEventId: Number(firstBroken.audit_event_id),
          problem: firstBroken.problem,
        }
      : null,
  };
}
