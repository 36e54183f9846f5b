import { randomBytes } from 'node:crypto';
import { payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
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
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const rows = Array.from({ length: options.count }, (_, index) => {
    const seller = index % options.sellers;
    return {
      code: `PR-${tag}${String(index).padStart(6, '0')}`,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      accountHolderCode: division.sellers[seller] ?? '',
      virtualAccountCode: division.sellerAccounts[seller] ?? '',
      externalAccountCode: `EA-${division.sellers[seller]}`,
      iban: division.ibans[seller] ?? null,
      creditorName: `Seller ${seller + 1}`,
      amount: 1 + (index % 997),
      sourceCurrency: 'EUR',
      targetCurrency: 'EUR',
      type: 'MANUAL' as const,
      description: `Payout ${index + 1}`,
      createdBy: 'ops@sandbox.test',
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    await kit.platform.database.transaction((tx) => tx.insert(payoutRequests).values(chunk));
  }
  return { division, codes: rows.map((row) => row.code) };
}
