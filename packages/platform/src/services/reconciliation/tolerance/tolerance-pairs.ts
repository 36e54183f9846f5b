import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { matchableLines } from '../workbench/matchable-line.ts';
import type { ToleranceRuleRow } from './tolerance-rule.ts';

/** A line and the one candidate within the division's tolerance rule, with what the rule allows the line. */
export interface TolerancePair {
  lineCode: string;
  kind: 'batch' | 'item';
  candidateCode: string;
  allowed: number;
}

interface PairRow {
  line_code: string;
  kind: 'batch' | 'item';
  candidate_code: string;
  allowed: string;
}

/**
 * The unmatched payment lines (`matchableLines`) that exactly one open candidate of the division fits within its
 * tolerance rule, in one statement: a candidate fits a line in its currency whose amount is within the larger of the
 * rule's minor units and its basis points of the line's amount, and whose batch went to the bank within the rule's
 * days of the line's booking day. The candidates are the workbench's: a batch at the bank (IN_PROGRESS) summed over
 * its accepted items (one of two items or more; a batch of one is its item), or one accepted item. A pair is kept
 * only when nothing else fits its line and nothing else claims its money: a batch no other line fits, nor any of its
 * items; an item no other line fits, whose batch fits no line. In line code order.
 */
export async function tolerancePairs(
  db: Queryable,
  division: DivisionAddress,
  rule: ToleranceRuleRow,
): Promise<TolerancePair[]> {
  const open = sql`r.division_code = ${division.divisionCode} and r.merchant_code = ${division.merchantCode}
    and r.status = 'ACCEPTED'`;
  const rows = await selectRows<PairRow>(
    db,
    sql`with lines as (
        select bank_statement_lines.code, bank_statement_lines.currency, bank_statement_lines.amount,
          coalesce(bank_statement_lines.booking_date, (bank_statement_lines.created_at at time zone 'UTC')::date) as day,
          greatest(${rule.amountMinor ?? 0}::bigint,
            floor(bank_statement_lines.amount * ${rule.amountBasisPoints ?? 0}::bigint / 10000)::bigint) as allowed
        from bank_statement_lines where ${matchableLines()}
      ),
      candidates as materialized (
        select 'batch' as kind, b.code, b.code as batch_code, b.currency, sum(r.amount)::bigint as amount,
          (b.instructed_at at time zone 'UTC')::date as day
        from payout_batches b join payout_requests r on r.payout_code = b.code and ${open}
        where b.division_code = ${division.divisionCode} and b.merchant_code = ${division.merchantCode}
          and b.status = 'IN_PROGRESS'
        group by b.code having count(*) > 1
        union all
        select 'item', r.code, b.code, r.source_currency, r.amount::bigint, (b.instructed_at at time zone 'UTC')::date
        from payout_requests r join payout_batches b on b.code = r.payout_code and b.status = 'IN_PROGRESS'
        where ${open}
      ),
      pairs as (
        select l.code as line_code, l.allowed, c.kind, c.code as candidate_code, c.batch_code
        from lines l join candidates c on c.currency = l.currency
          and c.amount between l.amount - l.allowed and l.amount + l.allowed
          and c.day between l.day - ${rule.dateWindowDays}::int and l.day + ${rule.dateWindowDays}::int
      ),
      counted as (
        select pairs.*,
          count(*) over (partition by line_code) as per_line,
          count(*) over (partition by kind, candidate_code) as per_candidate,
          count(*) filter (where kind = 'batch') over (partition by batch_code) as batch_pairs,
          count(*) over (partition by batch_code) as in_batch
        from pairs
      )
      select line_code, kind, candidate_code, allowed::text from counted
      where per_line = 1 and per_candidate = 1
        and (case when kind = 'batch' then in_batch = 1 else batch_pairs = 0 end)
      order by line_code`,
  );
  return rows.map((row) => ({
    lineCode: row.line_code,
    kind: row.kind,
    candidateCode: row.candidate_code,
    allowed: Number(row.allowed),
  }));
}
