import { randomBytes } from 'node:crypto';
import { payoutRequests } from '../../../../db/schema/index.ts';
import type { PayoutDivision, PayoutTestKit } from './payout-test-kit.ts';

type PayoutRequestRow = typeof payoutRequests.$inferInsert;

/**
 * `count` manual payout requests of a division's sellers in turn, as the seed writes them; `each` gives the
 * amount and whatever else a row of `index` needs (status, batch, description).
 */
export function payoutRequestRows(
  division: PayoutDivision,
  count: number,
  each: (index: number) => Pick<PayoutRequestRow, 'amount'> & Partial<PayoutRequestRow>,
): PayoutRequestRow[] {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const sellers = division.sellers.length;
  return Array.from({ length: count }, (_, index) => {
    const seller = index % sellers;
    return {
      code: `PR-${tag}${String(index).padStart(6, '0')}`,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      accountHolderCode: division.sellers[seller] ?? '',
      virtualAccountCode: division.sellerAccounts[seller] ?? '',
      externalAccountCode: `EA-${division.sellers[seller]}`,
      iban: division.ibans[seller] ?? null,
      creditorName: `Seller ${seller + 1}`,
      sourceCurrency: 'EUR',
      targetCurrency: 'EUR',
      type: 'MANUAL',
      createdBy: 'ops@sandbox.test',
      ...each(index),
    };
  });
}

/** Writes rows straight into the table, a thousand per transaction (no money behind them). */
export async function insertPayoutRequests(kit: PayoutTestKit, rows: readonly PayoutRequestRow[]) {
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    await kit.platform.database.transaction((tx) => tx.insert(payoutRequests).values(chunk));
  }
}
