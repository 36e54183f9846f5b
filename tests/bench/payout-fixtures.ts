import {
  insertPayoutRequests,
  payoutRequestRows,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-request-rows.ts';
import type {
  PayoutDivision,
  PayoutTestKit,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';

/**
 * A division of `sellers` active sellers with money, and `count` waiting payout requests spread over them,
 * written straight into the table in chunks as the seed does: what a busy payout day leaves to process.
 */
export async function waitingPayoutRequests(
  kit: PayoutTestKit,
  options: { sellers: number; count: number },
): Promise<{ division: PayoutDivision; codes: string[] }> {
  const division = await kit.division({ sellers: options.sellers });
  const perSeller = Math.ceil(options.count / options.sellers);
  for (const account of division.sellerAccounts) await kit.deposit(account, perSeller * 1_000);
  const rows = payoutRequestRows(division, options.count, (index) => ({
    amount: 1 + (index % 997),
    description: `Payout ${index + 1}`,
  }));
  await insertPayoutRequests(kit, rows);
  return { division, codes: rows.map((row) => row.code) };
}
