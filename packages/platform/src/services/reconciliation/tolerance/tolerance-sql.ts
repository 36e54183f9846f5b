import { type SQL, sql } from 'drizzle-orm';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { matchableLines } from '../workbench/matchable-line.ts';
import type { ToleranceRuleRow } from './tolerance-rule.ts';

/** What the SQL reads of a rule; a division without one allows nothing either way (`lineTolerance`). */
type RuleTerms = Pick<ToleranceRuleRow, 'amountMinor' | 'amountBasisPoints' | 'dateWindowDays'> | undefined;

/**
 * The common table expressions of tolerance matching, for a `with` clause: `lines`, the unmatched payment lines
 * (`matchableLines`) with their day and what the rule allows each (`allowed`, as `lineTolerance` computes it), and
 * `candidates`, the division's open candidates as the workbench offers them: a batch at the bank (IN_PROGRESS) summed
 * over its accepted items (of two items or more; a batch of one is its item), or one accepted item of such a batch,
 * each with its batch (`batch_code`), currency, amount and the day its batch went to the bank.
 */
export function toleranceCtes(division: DivisionAddress, rule: RuleTerms): SQL {
  const open = sql`r.division_code = ${division.divisionCode} and r.merchant_code = ${division.merchantCode}
    and r.status = 'ACCEPTED'`;
  return sql`lines as (
      select bank_statement_lines.code, bank_statement_lines.currency, bank_statement_lines.amount,
        bank_statement_lines.created_at,
        coalesce(bank_statement_lines.booking_date, (bank_statement_lines.created_at at time zone 'UTC')::date) as day,
        greatest(${rule?.amountMinor ?? 0}::bigint,
          floor(bank_statement_lines.amount * ${rule?.amountBasisPoints ?? 0}::bigint / 10000)::bigint) as allowed
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
    )`;
}

/** A candidate `c` within what the rule allows line `l` (`allowed`, `window` days), in any currency. */
export const fitsLine = (window: number): SQL =>
  sql`c.amount between l.amount - l.allowed and l.amount + l.allowed
    and c.day between l.day - ${window}::int and l.day + ${window}::int`;
