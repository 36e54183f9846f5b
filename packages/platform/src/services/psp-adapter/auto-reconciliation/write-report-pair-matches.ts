import { type SQL, sql } from 'drizzle-orm';
import { recordAudits } from '../../../audit/record-audit.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { pspReportLineMatches } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { type MatchedSplit, reconcileSplits } from '../../fund/splits/reconcile-splits.ts';
import { refuseDifference } from '../../reconciliation/workbench/sums-differ.ts';
import { postedFor } from '../workbench/match-ledger.ts';
import {
  feesOf,
  lockOpenLines,
  readSplits,
  refuseNotOpen,
  type StoredLine,
} from '../workbench/match-psp-report-items.ts';
import { lineAmount } from '../workbench/matchable-report-line.ts';
import { pspTrail, toPspReportMatch } from '../workbench/psp-match-answer.ts';
import type { ReportTolerancePair } from './report-tolerance-pairs.ts';

/** A pair locked and checked as the workbench checks a one-to-one match, with the PSP fee its transaction is charged. */
interface LockedReportPair {
  line: StoredLine;
  split: { code: string; type: string; amount: number };
  fee: number;
}

/**
 * Locks pairs as `tryMatchPspReportItems` locks one match: the lines in code order, each still open to matching,
 * then the transactions read (one statement), each still open and of its line's kind and currency, the sums within
 * what the rule allows the line. A refusal is the workbench's (409), and the caller's transaction rolls back.
 */
async function lockReportPairs(
  tx: Transaction,
  division: DivisionAddress,
  pairs: readonly ReportTolerancePair[],
): Promise<LockedReportPair[]> {
  const lines = new Map(
    (
      await lockOpenLines(
        tx,
        division.divisionCode,
        pairs.map((pair) => pair.lineCode),
      )
    ).map((line) => [line.code, line]),
  );
  const splits = new Map(
    (
      await readSplits(
        tx,
        division.divisionCode,
        pairs.map((pair) => pair.splitCode),
      )
    ).map((split) => [split.code, split]),
  );
  return pairs.map((pair) => {
    const line = lines.get(pair.lineCode) as StoredLine;
    const read = splits.get(pair.splitCode);
    const [split] = refuseNotOpen([pair.splitCode], read ? [read] : [], [line]);
    if (!split) throw new Error(`transaction ${pair.splitCode} was not read`);
    refuseDifference(lineAmount(line), split.amount, line.currency, pair.allowed);
    return { line, split, fee: feesOf([line], [split])[0] ?? 0 };
  });
}

/** The lines whose transaction the ledger refused, FAILED with the reason, as an import fails a line. */
async function failLines(tx: Transaction, refused: readonly { line: StoredLine; reason: string }[]) {
  if (refused.length === 0) return;
  const rows: SQL[] = refused.map(({ line, reason }) => sql`(${line.code}::text, ${reason}::text)`);
  await tx.execute(sql`
    update psp_report_lines set status = 'FAILED', failure_reason = failed.reason
    from (values ${sql.join(rows, sql`, `)}) as failed (code, reason)
    where psp_report_lines.code = failed.code`);
}

/**
 * Writes locked pairs as that many one-to-one workbench matches (`tryMatchPspReportItems`), a few statements for
 * hundreds of them: the transactions reconciled together (`reconcileSplits`, the commission charged as the PSP fee),
 * a match a line with the ledger transactions it posted and the difference, the line RECONCILED in it, and the trail
 * the workbench writes (each line's change, each match's). A transaction the ledger refuses (a PSP fee the division
 * cannot pay) changes nothing and its line is FAILED with the reason. Answers the lines matched and failed.
 */
async function writeReportPairMatches(
  tx: Transaction,
  division: DivisionAddress,
  pairs: readonly LockedReportPair[],
  run: { caller: Caller; action: string },
): Promise<{ matched: LockedReportPair[]; failed: LockedReportPair[] }> {
  const answers = await reconcileSplits(
    tx,
    pairs.map(
      ({ split, fee }): MatchedSplit => ({
        code: split.code,
        kind: split.type === 'PAYMENT' ? 'payment' : 'refund',
        match: { matchedBy: 'PSP_REPORT', pspFee: fee || undefined },
      }),
    ),
    run.caller,
  );
  const failed = pairs.flatMap((pair, index) => (answers[index] ? [{ ...pair, reason: answers[index] }] : []));
  await failLines(tx, failed);
  const matched = pairs.filter((_, index) => answers[index] === null);
  if (matched.length === 0) return { matched, failed };
  const posted = new Map<string, string[]>();
  for (const { reference, code } of await postedFor(
    tx,
    matched.map((pair) => pair.split.code),
  )) {
    posted.set(reference, [...(posted.get(reference) ?? []), code]);
  }
  const by = run.caller.email;
  const matches = await tx
    .insert(pspReportLineMatches)
    .values(
      matched.map(({ line, split, fee }) => ({
        code: newCode('PM'),
        ...division,
        reportLineCodes: [line.code],
        splitCodes: [split.code],
        ledgerTransactionCodes: posted.get(split.code) ?? [],
        currency: line.currency,
        amount: split.amount,
        pspFee: fee,
        difference: lineAmount(line) - split.amount,
        matchedBy: by,
      })),
    )
    .returning();
  const byLine = new Map(matches.map((match) => [match.reportLineCodes[0], match]));
  const rows: SQL[] = matched.map(
    ({ line, split }) => sql`(${line.code}::text, ${byLine.get(line.code)?.code ?? ''}::text, ${split.code}::text)`,
  );
  await tx.execute(sql`
    update psp_report_lines set status = 'RECONCILED', match_code = matched.match_code,
      split_code = matched.split_code, failure_reason = null
    from (values ${sql.join(rows, sql`, `)}) as matched (code, match_code, split_code)
    where psp_report_lines.code = matched.code`);
  const entry = { actorEmail: by, action: run.action };
  await recordAudits(
    tx,
    matched.flatMap(({ line, split }) => {
      const match = byLine.get(line.code);
      if (!match) throw new Error(`the match of ${line.code} was not written`);
      return [
        {
          ...entry,
          entityType: pspTrail.line,
          entityId: line.code,
          before: {
            status: line.status,
            failureReason: line.failureReason,
            splitCode: line.splitCode,
            matchCode: null,
          },
          after: { status: 'RECONCILED', failureReason: null, splitCode: split.code, matchCode: match.code },
        },
        { ...entry, entityType: pspTrail.match, entityId: match.code, before: null, after: toPspReportMatch(match) },
      ];
    }),
  );
  return { matched, failed };
}

/** Locks a chunk of pairs (`lockReportPairs`) and writes them as matches (`writeReportPairMatches`). */
export async function matchReportPairs(
  tx: Transaction,
  division: DivisionAddress,
  pairs: readonly ReportTolerancePair[],
  run: { caller: Caller; action: string },
) {
  return writeReportPairMatches(tx, division, await lockReportPairs(tx, division, pairs), run);
}
