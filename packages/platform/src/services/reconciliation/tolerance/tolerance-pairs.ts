import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import type { ToleranceRuleRow } from './tolerance-rule.ts';
import { toleranceCtes } from './tolerance-sql.ts';

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
 * The unmatched payment lines that exactly one open candidate of the division fits within its tolerance rule, in one
 * statement (`toleranceCtes`): a candidate fits a line in its currency whose amount is within the larger of the
 * rule's minor units and its basis points of the line's amount, and whose batch went to the bank within the rule's
 * days of the line's booking day (`fits`). A pair is kept
 * only when nothing else fits its line and nothing else claims its money: a batch no other line fits, nor any of its
 * items; an item no other line fits, whose batch fits no line. In line code order. Of the booked lines, or of the
 * pending ones (`pending`), whose matches are tentative.
 */
export async function tolerancePairs(
  db: Queryable,
  division: DivisionAddress,
  rule: ToleranceRuleRow,
  pending = false,
): Promise<TolerancePair[]> {
  const rows = await selectRows<PairRow>(
    db,
    sql`with ${toleranceCtes(division, rule, pending)},
      pairs as (
        select line_code, allowed, kind, candidate_code, batch_code from fits where currency = line_currency
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
