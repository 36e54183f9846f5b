import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { payoutBatches } from '../../../../db/schema/index.ts';
import { insertPayoutRequests, payoutRequestRows } from '../../../fund/payouts/testing/payout-request-rows.ts';
import type { PayoutTestKit } from '../../../fund/payouts/testing/payout-test-kit.ts';

const dayMs = 86_400_000;

/**
 * A division with `openItems` open payout items (ACCEPTED) in `batches` batches at the bank, one instructed a day
 * up to today, written straight into the tables as the seed writes (no money behind them: for reading only), and
 * the tables analysed as autovacuum would: what the workbench's candidates are read among.
 */
export async function openDivision(
  kit: PayoutTestKit,
  options: { openItems: number; batches: number; sellers: number },
) {
  const division = await kit.division({ sellers: options.sellers });
  const perBatch = Math.ceil(options.openItems / options.batches);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const firstDay = Date.now() - options.batches * dayMs;
  const batches = Array.from({ length: options.batches }, (_, index) => ({
    code: `PO-${tag}${String(index).padStart(4, '0')}`,
    merchantCode: division.merchantCode,
    divisionCode: division.divisionCode,
    currency: 'EUR',
    status: 'IN_PROGRESS' as const,
    instructedAt: new Date(firstDay + index * dayMs),
  }));
  // A thousand a statement: a statement's parameters are at most 65,535.
  for (let start = 0; start < batches.length; start += 1_000) {
    const chunk = batches.slice(start, start + 1_000);
    await kit.platform.database.transaction((tx) => tx.insert(payoutBatches).values(chunk));
  }
  const items = payoutRequestRows(division, options.openItems, (index) => ({
    amount: 100 + ((index * 7919) % 99_900),
    status: 'ACCEPTED',
    payoutCode: batches[Math.floor(index / perBatch)]?.code ?? '',
  }));
  await insertPayoutRequests(kit, items);
  await kit.platform.database.db.execute(sql`vacuum analyze payout_requests`);
  await kit.platform.database.db.execute(sql`vacuum analyze payout_batches`);
  return { division, batches, items };
}
