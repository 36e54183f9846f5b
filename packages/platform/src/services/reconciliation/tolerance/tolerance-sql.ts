import { type SQL, sql } from 'drizzle-orm';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { divisionMatchableLines } from '../workbench/matchable-line.ts';
import type { ToleranceRuleRow } from './tolerance-rule.ts';

/** What the SQL reads of a rule; a division without one allows nothing either way (`lineTolerance`). */
export type RuleTerms = Pick<ToleranceRuleRow, 'amountMinor' | 'amountBasisPoints' | 'dateWindowDays'> | undefined;

/** What the rule allows a line of this amount (minor units), as `lineTolerance` computes it, on both workbench sides. */
export const allowedFor = (rule: RuleTerms, amount: SQL): SQL =>
  sql`greatest(${rule?.amountMinor ?? 0}::bigint, floor(${amount} * ${rule?.amountBasisPoints ?? 0}::bigint / 10000)::bigint)`;

/**
 * A candidate `c` within what the rule allows line `l` (`allowed`, `window` days), in any currency: `amount` and
 * `day` of each, on both workbench sides.
 */
export const fitsLine = (window: number): SQL =>
  sql`c.amount between l.amount - l.allowed and l.amount + l.allowed
    and c.day between l.day - ${window}::int and l.day + ${window}::int`;

/**
 * The common table expressions of tolerance matching, for a `with` clause, set-based so that thousands of lines are
 * judged among a hundred thousand open items in one statement: `lines`, the unmatched payment lines
 * (`divisionMatchableLines`: none naming another division's payouts) with their day and what the rule allows each
 * (`allowed`, as `lineTolerance` computes it); `currencies`, those of the division's open items; and `fits`, every
 * line with each open candidate, in any currency, within what the rule allows it (`fitsLine`), as the workbench
 * offers candidates: a batch at the bank (IN_PROGRESS) summed over its accepted items (of two items or more; a batch
 * of one is its item), or one accepted item of such a batch, each with its kind, code, batch (`batch_code`) and
 * currency beside the line's code, currency and `allowed`.
 * A line's items are found by amount through the open items' index (`payout_requests_open_amount_idx`), one range
 * a currency, rather than by reading every open item for every line. `pending` keeps the lines the bank has booked
 * (false) or those it has not (true: matched tentatively); without it, both.
 */
export function toleranceCtes(division: DivisionAddress, rule: RuleTerms, pending?: boolean): SQL {
  const window = rule?.dateWindowDays ?? 0;
  const open = sql`r.division_code = ${division.divisionCode} and r.merchant_code = ${division.merchantCode}
    and r.status = 'ACCEPTED'`;
  return sql`lines as (
      select bank_statement_lines.code, bank_statement_lines.currency, bank_statement_lines.amount,
        bank_statement_lines.created_at,
        coalesce(bank_statement_lines.booking_date, (bank_statement_lines.created_at at time zone 'UTC')::date) as day,
        ${allowedFor(rule, sql`bank_statement_lines.amount`)} as allowed
      from bank_statement_lines where ${divisionMatchableLines(division)}${pending === undefined ? sql`` : sql` and pending = ${pending}`}
    ),
    batches as materialized (
      select 'batch' as kind, b.code, b.code as batch_code, b.currency, sum(r.amount)::bigint as amount,
        (b.instructed_at at time zone 'UTC')::date as day
      from payout_batches b join payout_requests r on r.payout_code = b.code and ${open}
      where b.division_code = ${division.divisionCode} and b.merchant_code = ${division.merchantCode}
        and b.status = 'IN_PROGRESS'
      group by b.code having count(*) > 1
    ),
    currencies as materialized (
      select distinct r.source_currency as currency
      from payout_requests r join payout_batches b on b.code = r.payout_code and b.status = 'IN_PROGRESS'
      where ${open}
    ),
    fits as (
      select l.code as line_code, l.currency as line_currency, l.allowed, c.kind, c.code as candidate_code,
        c.batch_code, c.currency
      from lines l join batches c on ${fitsLine(window)}
      union all
      select l.code, l.currency, l.allowed, 'item', c.code, c.batch_code, c.currency
      from lines l cross join currencies cross join lateral (
        select r.code, b.code as batch_code, r.source_currency as currency, r.amount::bigint as amount,
          (b.instructed_at at time zone 'UTC')::date as day
        from payout_requests r join payout_batches b on b.code = r.payout_code and b.status = 'IN_PROGRESS'
        where ${open} and r.source_currency = currencies.currency
          and r.amount between l.amount - l.allowed and l.amount + l.allowed
      ) c
      where ${fitsLine(window)}
    )`;
}
