import { randomBytes } from 'node:crypto';
import {
  createApiClient,
  createFundClient,
  createInsightsBalancesClient,
  type FundClient,
  type InsightsBalancesClient,
} from '@ops/core/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { externalAccounts, payoutRequests, virtualAccounts } from '../../../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../../../ledger/testing/ledger-fixtures.ts';
import { type ImportedLedgerTransaction, importLedgerHistory } from '../../../../seed/steps/money-ledger-import.ts';
import { startTestPlatform, type TestPlatform } from '../../../../testing/test-platform.ts';

export { failureOf } from '../../../../testing/failure-of.ts';

export const opsEmail = 'ops@sandbox.test';

/** Starting a platform and writing its accounts takes a while on a busy machine. */
export const setupTimeoutMs = 60_000;

export interface BalanceTestKit {
  platform: TestPlatform;
  insights: InsightsBalancesClient;
  fund: FundClient;
  /** The insights client of a signed-in account that is not ops staff. */
  insightsAs(email: string): Promise<InsightsBalancesClient>;
  close(): Promise<void>;
}

async function clientsFor(platform: TestPlatform, email: string) {
  const token = await platform.tokenFor(email);
  return createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => email });
}

export async function startBalanceTest(): Promise<BalanceTestKit> {
  const platform = await startTestPlatform();
  const api = await clientsFor(platform, opsEmail);
  return {
    platform,
    insights: createInsightsBalancesClient(api),
    fund: createFundClient(api),
    insightsAs: async (email) => createInsightsBalancesClient(await clientsFor(platform, email)),
    close: () => platform.close(),
  };
}

/** Books the dated mutations and checks that the ledger still holds. */
export async function bookHistory(database: Database, history: ImportedLedgerTransaction[]): Promise<void> {
  await database.transaction(async (tx) => {
    await importLedgerHistory(tx, history);
    await assertLedgerInvariants(tx);
  });
}

/** A waiting payout request of a seller: asked for, so it moves no money yet. */
export async function waitingPayoutRequest(
  database: Database,
  division: LedgerDivision,
  virtualAccountCode: string,
  amount: number,
): Promise<void> {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  await database.transaction(async (tx) => {
    const [account] = await tx
      .select({ accountHolderCode: virtualAccounts.accountHolderCode })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.code, virtualAccountCode));
    await tx.insert(externalAccounts).values({
      code: `EA-${tag}`,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      accountHolderCode: account?.accountHolderCode ?? null,
      type: 'IBAN',
      displayName: 'Payout account',
      currency: division.currency,
      paymentMethod: 'SEPA',
      iban: 'NL91ABNA0417164300',
      selected: true,
      status: 'ACTIVE',
    });
    await tx.insert(payoutRequests).values({
      code: `PR-${tag}`,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      accountHolderCode: account?.accountHolderCode ?? null,
      virtualAccountCode,
      externalAccountCode: `EA-${tag}`,
      iban: 'NL91ABNA0417164300',
      creditorName: 'Seller',
      amount,
      sourceCurrency: division.currency,
      targetCurrency: division.currency,
      type: 'MANUAL',
      createdBy: opsEmail,
    });
  });
}

/** The first moment of the month `monthsAgo` months before now, in UTC. */
export function monthStart(monthsAgo: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
}

export const monthOf = (moment: Date) => moment.toISOString().slice(0, 7);
