import { and, eq } from 'drizzle-orm';
import { newCode } from '../../../db/codes.ts';
import type { Transaction } from '../../../db/database.ts';
import { payoutBatches } from '../../../db/schema/index.ts';

export interface BatchKey {
  merchantCode: string;
  divisionCode: string;
  currency: string;
}

/**
 * The open batch of a division in a currency, opened when there is none, and locked for the rest of the
 * transaction so an approval cannot close it under the items joining it. Two transactions opening one at once
 * meet on the unique index: the second waits, then finds the first one's batch.
 */
export async function openBatchFor(tx: Transaction, key: BatchKey): Promise<string> {
  const isOpen = and(
    eq(payoutBatches.divisionCode, key.divisionCode),
    eq(payoutBatches.currency, key.currency),
    eq(payoutBatches.status, 'OPEN'),
  );
  for (;;) {
    const [open] = await tx.select({ code: payoutBatches.code }).from(payoutBatches).where(isOpen).for('update');
    if (open) return open.code;
    const [opened] = await tx
      .insert(payoutBatches)
      .values({ code: newCode('PO'), ...key })
      .onConflictDoNothing()
      .returning({ code: payoutBatches.code });
    if (opened) return opened.code;
  }
}

/** Remembers each division's open batch within one process call, so 10,000 items look it up once. */
export function openBatchCache(tx: Transaction) {
  const codes = new Map<string, string>();
  return async (key: BatchKey): Promise<string> => {
    const id = `${key.divisionCode}:${key.currency}`;
    const known = codes.get(id);
    if (known) return known;
    const code = await openBatchFor(tx, key);
    codes.set(id, code);
    return code;
  };
}
