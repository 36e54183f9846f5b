import { sql } from 'drizzle-orm';
import { recordAudits } from '../../../audit/record-audit.ts';
import { chunksOf } from '../../../db/chunks-of.ts';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { jsonRecordset } from '../../../db/json-recordset.ts';
import { bankLineMatches, bankStatementLines } from '../../../db/schema/index.ts';
import { postTransactions } from '../../../ledger/post-transaction.ts';
import type { WorldAccount } from '../../../ledger/world-account.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { bankOf, payOutMutation } from '../../fund/payouts/payout-money.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { payoutWebhookEvent } from '../../webhooks/payout-webhooks.ts';
import { emitWebhookEvents, endpointUrlOf } from '../../webhooks/webhook-events.ts';
import { type LockedItem, setItemsStatus } from '../workbench/locked-items.ts';
import { type BankLineMatchRow, toBankLineMatch } from '../workbench/match-answer.ts';
import { bankTrail } from '../workbench/match-trail.ts';
import { total } from '../workbench/sums-differ.ts';
import type { LockedPair } from './locked-pairs.ts';

/** Rows one statement writes at once. */
const chunkSize = 500;

async function payOut(tx: Transaction, pairs: readonly LockedPair[]) {
  const banks = new Map<string, WorldAccount>();
  for (const currency of new Set(pairs.map((pair) => pair.line.currency)))
    banks.set(currency, await bankOf(tx, currency));
  await postTransactions(
    tx,
    pairs.flatMap((pair) =>
      pair.items.map((item) => payOutMutation(item, banks.get(pair.line.currency) as WorldAccount, null)),
    ),
  );
}

async function insertMatches(tx: Transaction, division: DivisionAddress, pairs: readonly LockedPair[], by: string) {
  const matches: BankLineMatchRow[] = [];
  for (const chunk of chunksOf(pairs, chunkSize)) {
    const rows = chunk.map(({ line, items }) => ({
      code: newCode('BM'),
      ...division,
      bankLineCodes: [line.code],
      payoutRequestCodes: items.map((item) => item.code),
      currency: line.currency,
      amount: total(items),
      difference: line.amount - total(items),
      matchedBy: by,
    }));
    matches.push(...(await tx.insert(bankLineMatches).values(rows).returning()));
  }
  const byLine = new Map(matches.map((match) => [match.bankLineCodes[0], match]));
  return pairs.map((pair) => byLine.get(pair.line.code) as BankLineMatchRow);
}

/** Each match's line RECONCILED in it: the pairs of codes as one JSON parameter (`jsonRecordset`), not two a line. */
async function reconcileLines(tx: Transaction, matches: readonly BankLineMatchRow[], by: string) {
  for (const chunk of chunksOf(matches, chunkSize)) {
    const pairs = chunk.map((match) => ({ code: match.bankLineCodes[0], matchCode: match.code }));
    await tx.execute(sql`
      update bank_statement_lines set status = 'RECONCILED', match_code = matched.match_code, failure_reason = null,
        allocated_by = ${by}, allocated_at = now()
      from ${jsonRecordset(bankStatementLines, 'matched', ['code', 'matchCode'], pairs)}
      where bank_statement_lines.code = matched.code`);
  }
}

/** Each item's PAID event for the division's PAYOUTS webhook, as `recordPayoutRequestChange` tells one. */
async function tellWebhook(tx: Transaction, division: DivisionAddress, items: readonly LockedItem[]) {
  const url = await endpointUrlOf(tx, division.divisionCode, 'PAYOUTS');
  for (const chunk of chunksOf(items, chunkSize)) {
    await emitWebhookEvents(
      tx,
      chunk.map((item) => payoutWebhookEvent(item, 'PAID')),
      url,
    );
  }
}

/**
 * Writes locked pairs as that many one-to-one workbench matches (`matchBankLines`), a few statements for hundreds of
 * them: each item paid out through the ledger and PROCESSED, a match a line with its items and the difference, the
 * line RECONCILED in it, each item's PAID event for the webhook, and the trail the workbench writes (each item's
 * change, each line's, each match's). Answers the batches whose items were paid, for their status to be refreshed.
 */
export async function writePairMatches(
  tx: Transaction,
  division: DivisionAddress,
  pairs: readonly LockedPair[],
  settlement: Pick<LineSettlement, 'caller' | 'action'>,
): Promise<string[]> {
  const by = settlement.caller.email;
  const items = pairs.flatMap((pair) => pair.items);
  const itemCodes = items.map((item) => item.code);
  await payOut(tx, pairs);
  await setItemsStatus(tx, itemCodes, 'PROCESSED');
  const matches = await insertMatches(tx, division, pairs, by);
  await reconcileLines(tx, matches, by);
  await tellWebhook(tx, division, items);
  const entry = { actorEmail: by, action: settlement.action };
  await recordAudits(
    tx,
    pairs.flatMap(({ line, items: paid }, index) => {
      const match = matches[index] as BankLineMatchRow;
      return [
        ...paid.map((item) => ({
          ...entry,
          entityType: 'payoutRequest',
          entityId: item.code,
          before: { status: item.status, failureReason: item.failureReason },
          after: { status: 'PROCESSED', failureReason: null, bankLineMatchCode: match.code },
        })),
        {
          ...entry,
          entityType: bankTrail.line,
          entityId: line.code,
          before: { status: line.status, failureReason: line.failureReason, matchCode: null },
          after: { status: 'RECONCILED', failureReason: null, matchCode: match.code },
        },
        { ...entry, entityType: bankTrail.match, entityId: match.code, before: null, after: toBankLineMatch(match) },
      ];
    }),
  );
  return [...new Set(items.flatMap((item) => item.payoutCode ?? []))];
}
