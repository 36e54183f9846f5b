import { randomBytes } from 'node:crypto';
import {
  createApiClient,
  createInsightsBalancesClient,
  createInvoicingBillingClient,
  type InsightsBalancesClient,
  type InvoicingBillingClient,
} from '@ops/core/api';
import type { CreateFeeContractBody } from '@ops/core/contract';
import { createLedgerDivision, type LedgerDivision } from '../../../ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../../testing/test-platform.ts';
import { mutationBuilder } from '../../insights/balances/testing/balance-fixtures.ts';
import { bookHistory } from '../../insights/balances/testing/balance-test-kit.ts';

export const opsEmail = 'ops@sandbox.test';
export const setupTimeoutMs = 60_000;

export interface InvoicingTestKit {
  platform: TestPlatform;
  billing: InvoicingBillingClient;
  insights: InsightsBalancesClient;
  close(): Promise<void>;
}

export async function startInvoicingTest(): Promise<InvoicingTestKit> {
  const platform = await startTestPlatform();
  const token = await platform.tokenFor(opsEmail);
  const api = createApiClient({
    baseUrl: `${platform.baseUrl}/api/`,
    getToken: () => token,
    getUserEmail: () => opsEmail,
  });
  return {
    platform,
    billing: createInvoicingBillingClient(api),
    insights: createInsightsBalancesClient(api),
    close: () => platform.close(),
  };
}

/** A contract with every fee set, in EUR. */
export const sampleTerms: CreateFeeContractBody = {
  currency: 'EUR',
  volumeTiers: [
    { upTo: 1_000_000, rateBasisPoints: 150 },
    { upTo: 5_000_000, rateBasisPoints: 120 },
    { upTo: null, rateBasisPoints: 90 },
  ],
  platformFee: 10,
  kycIndividualFee: 150,
  kycBusinessFee: 400,
  kycSellerFee: 75,
  balanceTransferFee: 25,
  negativeInterestBasisPoints: 50,
  fixedFee: 2_500,
  vatBasisPoints: 2_100,
};

export interface BilledDivision {
  division: LedgerDivision;
  address: { merchantCode: string; divisionCode: string };
}

/**
 * A division with two sellers whose income account holds `incomeDeposit`, and settled splits of these amounts to
 * seller 1 at the given moments (each paid in a minute before it settles).
 */
export async function billedDivision(
  kit: InvoicingTestKit,
  { incomeDeposit, settlements }: { incomeDeposit: number; settlements: [Date, number][] },
): Promise<BilledDivision> {
  const { database } = kit.platform;
  const division = await createLedgerDivision(database, { sellers: 2 });
  const [seller1 = ''] = division.sellerAccounts;
  const book = mutationBuilder({
    currency: 'EUR',
    merchantCode: division.merchantCode,
    tag: randomBytes(4).toString('hex').toUpperCase(),
  });
  const firstAt = Math.min(Date.now(), ...settlements.map(([at]) => at.getTime()));
  await bookHistory(database, [
    book.deposit(new Date(firstAt - 3_600_000), division.incomeAccount, incomeDeposit),
    ...settlements.flatMap(([at, amount]) => [
      book.payIn(new Date(at.getTime() - 60_000), [[seller1, amount]]),
      book.settle(at, [[seller1, amount]]),
    ]),
  ]);
  return { division, address: { merchantCode: division.merchantCode, divisionCode: division.divisionCode } };
}
