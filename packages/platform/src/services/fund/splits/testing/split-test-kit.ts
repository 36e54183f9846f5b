import {
  createApiClient,
  createFundSplitsClient,
  createInsightsTransactionsClient,
  type FundSplitsClient,
  type InsightsTransactionsClient,
} from '@ops/core/api';
import type { AuditEvent, CreateSplitPaymentBody, Page } from '@ops/core/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { virtualAccounts } from '../../../../db/schema/index.ts';
import { readVirtualAccountBalances, type VirtualAccountBalances } from '../../../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../../../ledger/ledger-invariants.ts';
import { selectRows } from '../../../../ledger/sql-rows.ts';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
  type LedgerDivisionOptions,
} from '../../../../ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../../../testing/test-platform.ts';
import { transactionCountDrift } from './bulk-transactions.ts';

export { failureOf } from '../../../../testing/failure-of.ts';

export const opsEmail = 'ops@sandbox.test';
/** Starting a platform takes a while on a busy machine: the tests' setup may take this long. */
export const setupTimeoutMs = 60_000;

/** A division with sellers: their account holder codes beside their virtual accounts. */
export interface SplitShop extends LedgerDivision {
  sellers: string[];
}

/** The platform in-process with the clients an ops user has for splits and the transactions screen. */
export interface SplitTestKit {
  platform: TestPlatform;
  splits: FundSplitsClient;
  transactions: InsightsTransactionsClient;
  shop(options: LedgerDivisionOptions): Promise<SplitShop>;
  /** A payment of `totalAmount` split among the shop's first sellers, each share one item group. */
  payment(
    shop: SplitShop,
    shares: { amount: number; commission?: number }[],
    totalAmount?: number,
  ): CreateSplitPaymentBody;
  balancesOf(virtualAccountCode: string): Promise<VirtualAccountBalances>;
  deposit(virtualAccountCode: string, amount: number): Promise<void>;
  /** A PSP's world account balance in EUR: negative while more came in from it than went back. */
  pspBalance(psp: string): Promise<number>;
  auditOf(entityId: string): Promise<AuditEvent[]>;
  /** The ledger's invariants, and every division's transaction counts equal to its transactions. */
  assertHolds(): Promise<void>;
  close(): Promise<void>;
}

export async function startSplitTest(): Promise<SplitTestKit> {
  const platform = await startTestPlatform();
  const token = await platform.tokenFor(opsEmail);
  const api = createApiClient({
    baseUrl: `${platform.baseUrl}/api/`,
    getToken: () => token,
    getUserEmail: () => opsEmail,
  });
  const { database } = platform;
  return {
    platform,
    splits: createFundSplitsClient(api),
    transactions: createInsightsTransactionsClient(api),
    async shop(options) {
      const division = await createLedgerDivision(database, options);
      const sellers = await database.db
        .select({ code: virtualAccounts.accountHolderCode })
        .from(virtualAccounts)
        .where(eq(virtualAccounts.divisionCode, division.divisionCode))
        .orderBy(asc(virtualAccounts.code));
      return { ...division, sellers: sellers.flatMap(({ code }) => (code ? [code] : [])) };
    },
    payment(shop, shares, totalAmount) {
      return {
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        psp: 'ADYEN',
        pspReference: `PSP-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        paymentMethod: 'IDEAL',
        currency: shop.currency,
        totalAmount: totalAmount ?? shares.reduce((sum, share) => sum + share.amount, 0),
        sellers: shares.map((share, index) => ({
          sellerCode: shop.sellers[index],
          amount: share.amount,
          itemGroups: [{ productItemAmount: share.amount, commission: share.commission ?? 0 }],
        })),
      };
    },
    async balancesOf(virtualAccountCode) {
      const account = await readVirtualAccountBalances(database.db, virtualAccountCode);
      if (!account) throw new Error(`no virtual account ${virtualAccountCode}`);
      const { currency: _, ...balances } = account;
      return balances;
    },
    async deposit(virtualAccountCode, amount) {
      await database.transaction((tx) => depositConfirmed(tx, { virtualAccountCode, currency: 'EUR', amount }));
    },
    async pspBalance(psp) {
      const [row] = await selectRows<{ balance: string }>(
        database.db,
        sql`select coalesce(sum(p.amount), 0)::text as balance from ledger_postings p
          join ledger_world_accounts w on w.id = p.world_account_id
          where w.kind = 'PSP' and w.name = ${psp} and w.currency = 'EUR'`,
      );
      return Number(row?.balance ?? 0);
    },
    async auditOf(entityId) {
      const response = await fetch(`${platform.baseUrl}/api/audit/splitTransaction/${entityId}`, {
        headers: await platform.headersFor(opsEmail),
      });
      return ((await response.json()) as Page<AuditEvent>).elements;
    },
    async assertHolds() {
      await assertLedgerInvariants(database.db);
      const drift = await transactionCountDrift(database.db);
      expect(drift, 'transaction counts kept by the triggers').toEqual([]);
    },
    close: () => platform.close(),
  };
}
