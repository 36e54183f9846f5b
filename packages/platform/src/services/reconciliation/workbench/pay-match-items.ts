import type { Transaction } from '../../../db/database.ts';
import { postTransactions } from '../../../ledger/post-transaction.ts';
import { refreshSettledBatch } from '../../fund/payouts/batch-status.ts';
import { bankOf, payOutMutation } from '../../fund/payouts/payout-money.ts';
import { recordPayoutRequestChange } from '../../fund/payouts/payout-request-audit.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';
import { type LockedItem, setItemsStatus } from './locked-items.ts';

/**
 * Settles a match's payout items, locked and ACCEPTED, as allocation settles them: each paid out through the ledger
 * (`payOutMutation`), PROCESSED, audited and told to the payouts webhook with the match's code, then each batch's
 * status refreshed. A workbench match does this when it is made, a tentative one when its booked lines confirm it.
 */
export async function payMatchItems(
  tx: Transaction,
  items: readonly LockedItem[],
  match: { code: string; currency: string },
  settlement: LineSettlement,
): Promise<void> {
  const bank = await bankOf(tx, match.currency);
  await postTransactions(
    tx,
    items.map((item) => payOutMutation(item, bank, settlement.idempotencyKeyId)),
  );
  await setItemsStatus(
    tx,
    items.map((item) => item.code),
    'PROCESSED',
  );
  for (const item of items) {
    await recordPayoutRequestChange(tx, settlement, item.code, {
      before: { status: item.status, failureReason: item.failureReason },
      after: { status: 'PROCESSED', failureReason: null, bankLineMatchCode: match.code },
    });
  }
  for (const payoutCode of [...new Set(items.flatMap((item) => item.payoutCode ?? []))].sort()) {
    await refreshSettledBatch(tx, payoutCode, { actorEmail: settlement.caller.email, action: settlement.action });
  }
}
