import { formatIsoDate } from '@ops/core/dates';
import type { PayoutDivision, PayoutTestKit } from '../../../fund/payouts/testing/payout-test-kit.ts';
import { opsEmail } from '../../../fund/payouts/testing/payout-test-kit.ts';
import { type BookedPayment, paymentStatement } from './payment-statement.ts';

export const today = () => formatIsoDate(new Date());

/** The merchant and division codes of a test division. */
export const divisionOf = (shop: PayoutDivision) => ({
  merchantCode: shop.merchantCode,
  divisionCode: shop.divisionCode,
});

/**
 * A batch at the bank: one request of each amount from the division's sellers in turn (each given the money
 * first), processed into one batch, approved and instructed. Answers the batch and its items' codes.
 */
export async function instructedBatch(kit: PayoutTestKit, shop: PayoutDivision, amounts: readonly number[]) {
  const codes: string[] = [];
  for (const [index, amount] of amounts.entries()) {
    const account = shop.sellerAccounts[index % shop.sellerAccounts.length] ?? '';
    await kit.deposit(account, amount);
    const request = await kit.payouts.createPayoutRequest({
      params: divisionOf(shop),
      body: { virtualAccountCode: account, amountMode: 'PARTIAL', amount },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  const payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...divisionOf(shop), payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...divisionOf(shop), payoutCode } });
  return { payoutCode, codes };
}

/** Imports a statement of the payments and answers their lines' codes, in the order given. */
export async function bookedLines(kit: PayoutTestKit, payments: readonly BookedPayment[]): Promise<string[]> {
  const { file, entryRefs } = paymentStatement(payments);
  const imported = await kit.reconciliation.importBankStatement({ body: { file } });
  const lines = (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: imported.code, limit: 1000 } }))
    .elements;
  return entryRefs.map((ref) => lines.find((line) => line.rawData?.includes(ref))?.code ?? `no line ${ref}`);
}
