import type { BankLineCandidates } from '@ops/core/contract';
import { formatIsoDate } from '@ops/core/dates';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bankStatementLines } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { toBankLine } from '../../fund/payouts/bank-line-row.ts';
import { payoutMessages } from '../../fund/payouts/payout-messages.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { lineTolerance, withinTolerance } from '../tolerance/line-tolerance.ts';
import { ruleRow } from '../tolerance/tolerance-rule.ts';
import { type OpenCandidate, type ScoredLine, scoreCandidate } from './candidate-score.ts';
import { likePrefix } from './like-prefix.ts';
import { isMatchable, refuseOtherDivisionLines } from './matchable-line.ts';
import { byRank } from './score-parts.ts';

/** Items read nearest the line's amount on each side; batches read instructed within days of its day, at most. */
const nearest = 25;
const batchWindowDays = 3;
const nearestBatches = 20;
/** Candidates answered. */
const answered = 50;

interface CandidateRow {
  kind: 'batch' | 'item';
  code: string;
  payout_code: string;
  amount: string;
  item_count: string;
  instructed_on: string | null;
  creditor_name: string | null;
  iban: string | null;
}

/**
 * The open items worth scoring and their batches, in one statement (about 10 ms among 100,000 open items), each part an index range of its own: the items
 * nearest the line's amount above and below (`payout_requests_open_amount_idx`), those its end-to-end id names
 * (`payout_requests_code_prefix_idx`), those paid to its counterparty's IBAN (`payout_requests_open_iban_idx`); the
 * batches at the bank instructed within three days of its day (`payout_batches_at_bank_idx`) and the one its batch id names, each summed over
 * its open items (`payout_requests_open_batch_idx`). Only items of a batch at the bank.
 */
function candidateQuery(division: { merchantCode: string; divisionCode: string }, line: ScoredLine, currency: string) {
  const open = sql`r.division_code = ${division.divisionCode} and r.merchant_code = ${division.merchantCode} and r.source_currency = ${currency} and r.status = 'ACCEPTED'`;
  const day = sql`${line.day}::date`;
  const atBank = sql`b.division_code = ${division.divisionCode} and b.merchant_code = ${division.merchantCode}
    and b.currency = ${currency} and b.status = 'IN_PROGRESS'`;
  const named = line.reference
    ? sql`union (select r.code from payout_requests r where ${open} and r.code like ${likePrefix(line.reference)}
          limit ${nearest})`
    : sql``;
  const paidTo = line.creditorIban
    ? sql`union (select r.code from payout_requests r where ${open} and r.iban = ${line.creditorIban}
          limit ${nearest})`
    : sql``;
  return sql`with picked as (
        (select r.code from payout_requests r where ${open} and r.amount >= ${line.amount}
          order by r.amount limit ${nearest})
        union (select r.code from payout_requests r where ${open} and r.amount < ${line.amount}
          order by r.amount desc limit ${nearest})
        ${named}
        ${paidTo}
      ),
      items as (
        select r.code, r.payout_code, r.amount, r.creditor_name, r.iban, b.instructed_at
        from picked join payout_requests r on r.code = picked.code
        join payout_batches b on b.code = r.payout_code and b.status = 'IN_PROGRESS'
      ),
      batch_codes as (
        (select b.code from payout_batches b where ${atBank}
          and b.instructed_at >= ${day} - ${batchWindowDays}::int and b.instructed_at < ${day} + ${batchWindowDays + 1}::int
          order by b.instructed_at desc limit ${nearestBatches})
        union (select b.code from payout_batches b where ${atBank} and b.code = ${line.payoutCode})
      ),
      batches as (
        select b.code, b.instructed_at, sum(r.amount) as amount, count(*) as item_count
        from batch_codes join payout_batches b using (code)
        join payout_requests r on r.payout_code = b.code and r.status = 'ACCEPTED'
        group by b.code, b.instructed_at
      )
      select 'item' as kind, code, payout_code, amount::text, '1' as item_count,
        to_char(instructed_at at time zone 'UTC', 'YYYY-MM-DD') as instructed_on, creditor_name, iban from items
      union all
      select 'batch', code, code, amount::text, item_count::text,
        to_char(instructed_at at time zone 'UTC', 'YYYY-MM-DD'), null, null from batches`;
}

/**
 * The workbench's candidates for an unmatched payment line in a merchant division (`candidateQuery`), scored
 * (`scoreCandidate`) and ranked best first, each said to be within the division's tolerance rule or not, with what
 * the rule allows the line (`lineTolerance`). A line the workbench cannot match (reconciled, or not a payment) is
 * refused, and so is a line naming another division's payouts (`refuseOtherDivisionLines`).
 */
export async function bankLineCandidates(
  db: Queryable,
  params: { merchantCode: string; divisionCode: string; bankLineCode: string },
): Promise<BankLineCandidates> {
  const [row] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.code, params.bankLineCode));
  if (!row) throw notFound(payoutMessages.bankLineNotFound({ code: params.bankLineCode }));
  if (!isMatchable(row)) throw conflict(messages.notMatchable({ code: row.code, status: row.status, type: row.type }));
  await refuseOtherDivisionLines(db, params, [row.code]);
  const line: ScoredLine = {
    amount: row.amount,
    day: row.bookingDate ?? formatIsoDate(row.bookedAt),
    reference: row.reference,
    payoutCode: row.payoutCode,
    creditorIban: row.creditorIban,
    counterpartyName: row.counterpartyName,
  };
  const rows = await selectRows<CandidateRow>(db, candidateQuery(params, line, row.currency));
  const tolerance = lineTolerance(await ruleRow(db, params.divisionCode), row.amount);
  const candidates = rows
    .map(
      (candidate): OpenCandidate => ({
        kind: candidate.kind,
        code: candidate.code,
        payoutCode: candidate.payout_code,
        currency: row.currency,
        amount: Number(candidate.amount),
        itemCount: Number(candidate.item_count),
        instructedOn: candidate.instructed_on,
        creditorName: candidate.creditor_name,
        iban: candidate.iban,
      }),
    )
    .map((candidate) => {
      const scored = scoreCandidate(line, candidate);
      const day = candidate.instructedOn;
      return {
        ...scored,
        withinTolerance: withinTolerance(tolerance, { difference: scored.difference, day }, line.day),
      };
    })
    .sort(byRank)
    .slice(0, answered);
  return { line: toBankLine(row), tolerance, candidates };
}
