import { toMajorString } from '@ops/core/money';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudits } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { ReconciliationRun } from '../bank-line-outcome.ts';
import { reconciliationMessages as messages } from '../reconciliation-messages.ts';
import { lineTolerance } from '../tolerance/line-tolerance.ts';
import { ruleRow } from '../tolerance/tolerance-rule.ts';
import { lockItems } from '../workbench/locked-items.ts';
import { type BankLineMatchRow, toBankLineMatch } from '../workbench/match-answer.ts';
import { bankTrail, recordMatchTrail } from '../workbench/match-trail.ts';
import { payMatchItems } from '../workbench/pay-match-items.ts';
import { total } from '../workbench/sums-differ.ts';
import { sameEntry } from './same-entry.ts';

type LineRow = typeof bankStatementLines.$inferSelect;

/** A tentatively matched pending line and an open booked line of the same entry. */
interface Counterpart {
  matchCode: string;
  pendingCode: string;
  bookedCode: string;
}

/**
 * Every pending line of a tentative match with the open booked lines of its entry (`sameEntry`), the same entry key
 * first; a booked line is open while it is in no match and was not refused (UNALLOCATED or PARSED).
 */
const counterparts = (tx: Transaction) =>
  selectRows<Counterpart>(
    tx,
    sql`
    select line.match_code as "matchCode", line.code as "pendingCode", booked.code as "bookedCode"
    from bank_statement_lines line
    join bank_line_matches m on m.code = line.match_code and m.status = 'TENTATIVE'
    join bank_statement_lines booked on ${sameEntry('line', 'booked')}
      and booked.status in ('UNALLOCATED', 'PARSED') and booked.match_code is null
    where line.status = 'TENTATIVE'
    order by line.match_code, line.code, (booked.entry_key = line.entry_key) desc, booked.code`,
  );

/** Each tentative match's pending lines, each with one booked line no other pending line took. */
function bookedPerMatch(rows: readonly Counterpart[]): Map<string, Map<string, string>> {
  const taken = new Set<string>();
  const matches = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const lines = matches.get(row.matchCode) ?? new Map<string, string>();
    matches.set(row.matchCode, lines);
    if (lines.has(row.pendingCode) || taken.has(row.bookedCode)) continue;
    lines.set(row.pendingCode, row.bookedCode);
    taken.add(row.bookedCode);
  }
  return matches;
}

const lockLines = (tx: Transaction, codes: readonly string[]) =>
  tx
    .select()
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.code, [...codes]))
    .orderBy(asc(bankStatementLines.code))
    .for('update');

/** Booked lines that cannot confirm their match: FAILED with the reason, audited; the match stays tentative. */
async function refuseBooked(tx: Transaction, booked: readonly LineRow[], reason: string, run: ReconciliationRun) {
  await tx
    .update(bankStatementLines)
    .set({ status: 'FAILED', failureReason: reason, allocatedBy: run.caller.email, allocatedAt: sql`now()` })
    .where(
      inArray(
        bankStatementLines.code,
        booked.map((line) => line.code),
      ),
    );
  await recordAudits(
    tx,
    booked.map((line) => ({
      actorEmail: run.caller.email,
      action: run.action,
      entityType: 'bankStatementLine',
      entityId: line.code,
      before: { status: line.status, failureReason: line.failureReason },
      after: { status: 'FAILED', failureReason: reason },
    })),
  );
}

/** Why the booked lines cannot confirm the match, or null when they can. */
async function refusalOf(tx: Transaction, match: BankLineMatchRow, booked: readonly LineRow[]) {
  const sum = total(booked);
  const allowed = lineTolerance(await ruleRow(tx, match.divisionCode), sum).allowed;
  if (Math.abs(sum - match.amount) > allowed) {
    return messages.bookedDiffers({
      booked: toMajorString(sum, match.currency),
      currency: match.currency,
      expected: toMajorString(match.amount, match.currency),
      match: match.code,
    });
  }
  return null;
}

/** Confirms one tentative match with its booked lines, or refuses them; answers whether it confirmed. */
async function confirmMatch(
  tx: Transaction,
  matchCode: string,
  bookedOf: Map<string, string>,
  run: ReconciliationRun,
): Promise<boolean> {
  // A match confirms once the bank booked every line of it; until then the booked lines wait, open.
  const [seen] = await tx.select().from(bankLineMatches).where(eq(bankLineMatches.code, matchCode));
  if (seen?.status !== 'TENTATIVE' || seen.bankLineCodes.some((code) => !bookedOf.has(code))) return false;
  // Lines before their match, as the workbench locks them; then both are read again under the locks.
  const bookedCodes = new Set(bookedOf.values());
  const lines = await lockLines(tx, [...seen.bankLineCodes, ...bookedCodes]);
  const [match] = await tx.select().from(bankLineMatches).where(eq(bankLineMatches.code, matchCode)).for('update');
  if (match?.status !== 'TENTATIVE') return false;
  const pending = lines.filter((line) => line.matchCode === match.code && line.status === 'TENTATIVE');
  const booked = lines.filter(
    (line) =>
      bookedCodes.has(line.code) &&
      line.matchCode === null &&
      (line.status === 'UNALLOCATED' || line.status === 'PARSED'),
  );
  if (pending.length !== match.bankLineCodes.length) return false;
  if (booked.length !== pending.length) return false;
  const refusal = await refusalOf(tx, match, booked);
  if (refusal) {
    await refuseBooked(tx, booked, refusal, run);
    return false;
  }
  const items = await lockItems(tx, match.payoutRequestCodes);
  const moved = items.find((item) => item.status !== 'ACCEPTED');
  if (moved) {
    await refuseBooked(
      tx,
      booked,
      messages.bookedItemSettled({ code: moved.code, match: match.code, status: moved.status }),
      run,
    );
    return false;
  }
  const settlement = { ...run, idempotencyKeyId: null };
  await payMatchItems(tx, items, match, settlement);
  const [confirmed] = await tx
    .update(bankLineMatches)
    .set({
      status: 'MATCHED',
      bankLineCodes: booked.map((line) => line.code),
      difference: total(booked) - match.amount,
    })
    .where(eq(bankLineMatches.code, match.code))
    .returning();
  if (!confirmed) throw new Error(`tentative match ${match.code} vanished`);
  // The booked lines are the match's now; the pending ones stay in it, RECONCILED, so the workbench offers them no more.
  await tx
    .update(bankStatementLines)
    .set({
      status: 'RECONCILED',
      matchCode: match.code,
      failureReason: null,
      allocatedBy: run.caller.email,
      allocatedAt: sql`now()`,
    })
    .where(inArray(bankStatementLines.code, [...match.bankLineCodes, ...confirmed.bankLineCodes]));
  await recordMatchTrail(tx, run, {
    types: bankTrail,
    lines: [...pending, ...booked],
    lineChange: (line) => ({
      before: { status: line.status, matchCode: line.matchCode },
      after: { status: 'RECONCILED', matchCode: match.code },
    }),
    matchCode: match.code,
    match: { before: toBankLineMatch(match), after: toBankLineMatch(confirmed) },
  });
  return true;
}

/**
 * Confirms the tentative matches whose pending lines the bank has now booked (issue 34), after an import wrote its
 * lines: each such match, locked and still TENTATIVE, with the booked line of each of its pending lines
 * (`sameEntry`), is settled as a workbench match is (`payMatchItems`: through the ledger once, items PROCESSED,
 * audited, batches refreshed), becomes MATCHED with the booked lines as its lines, and its pending and booked lines
 * RECONCILED. Booked lines whose sum differs from the match's by more than the division's tolerance rule allows, or
 * whose match's items were settled otherwise since, are FAILED with the reason and the match stays tentative (to be
 * unmatched). A match already confirmed is TENTATIVE no more, and a booked line already in a match or refused is not
 * open: importing the booked statement again confirms nothing twice. Answers the matches confirmed.
 */
export async function confirmTentativeMatches(tx: Transaction, run: ReconciliationRun): Promise<number> {
  let confirmed = 0;
  for (const [matchCode, bookedOf] of bookedPerMatch(await counterparts(tx))) {
    if (await confirmMatch(tx, matchCode, bookedOf, run)) confirmed++;
  }
  return confirmed;
}
