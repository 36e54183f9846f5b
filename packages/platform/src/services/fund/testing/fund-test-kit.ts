import { createApiClient, createFundClient, type FundClient } from '@ops/core/api';
import type { AuditEvent, Page } from '@ops/core/contract';
import type { VirtualAccountBalances } from '../../../ledger/balances.ts';
import { readVirtualAccountBalances } from '../../../ledger/balances.ts';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
  type LedgerDivisionOptions,
  setupTimeoutMs,
} from '../../../ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../testing/test-platform.ts';

export { failureOf } from '../../../testing/failure-of.ts';

export { setupTimeoutMs };

export const opsEmail = 'ops@sandbox.test';

/** The platform in-process with the fund client an ops user has in the web app and the CLI. */
export interface FundTestKit {
  platform: TestPlatform;
  fund: FundClient;
  /** A fresh merchant and division with sellers, written straight into the tables. */
  division(options: LedgerDivisionOptions): Promise<LedgerDivision>;
  /** Puts money on a virtual account's confirmed balance: a direct deposit from the bank. */
  deposit(virtualAccountCode: string, amount: number, currency?: string): Promise<void>;
  balancesOf(virtualAccountCode: string): Promise<VirtualAccountBalances>;
  auditOf(entityType: string, entityId: string): Promise<AuditEvent[]>;
  close(): Promise<void>;
}

export async function startFundTest(options: TestPlatformOptions = {}): Promise<FundTestKit> {
  const platform = await startTestPlatform(options);
  const token = await platform.tokenFor(opsEmail);
  const api = createApiClient({
    baseUrl: `${platform.baseUrl}/api/`,
    getToken: () => token,
    getUserEmail: () => opsEmail,
  });
  const { database } = platform;
  return {
    platform,
    fund: createFundClient(api),
    division: (options) => createLedgerDivision(database, options),
    async deposit(virtualAccountCode, amount, currency = 'EUR') {
      await database.transaction((tx) => depositConfirmed(tx, { virtualAccountCode, currency, amount }));
    },
    async balancesOf(virtualAccountCode) {
      const account = await readVirtualAccountBalances(database.db, virtualAccountCode);
      if (!account) throw new Error(`no virtual account ${virtualAccountCode}`);
      const { currency: _, ...balances } = account;
      return balances;
    },
    async auditOf(entityType, entityId) {
      const response = await fetch(`${platform.baseUrl}/api/audit/${entityType}/${entityId}`, {
        headers: await platform.headersFor(opsEmail),
      });
      return ((await response.json()) as Page<AuditEvent>).elements;
    },
    close: () => platform.close(),
  };
}
