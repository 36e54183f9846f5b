import { randomBytes } from 'node:crypto';
import {
  type ApiClient,
  createApiClient,
  createFundPayoutsClient,
  createInsightsPayoutsClient,
  createReconciliationClient,
  type FundPayoutsClient,
  type InsightsPayoutsClient,
  type ReconciliationClient,
} from '@ops/core/api';
import type { AuditEvent, BankStatementImport, Page } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { accountHolders, externalAccounts, virtualAccounts } from '../../../../db/schema/index.ts';
import { readVirtualAccountBalances, type VirtualAccountBalances } from '../../../../ledger/balances.ts';
import { assertLedgerInvariants } from '../../../../ledger/ledger-invariants.ts';
import {
  createLedgerDivision,
  depositConfirmed,
  type LedgerDivision,
  type LedgerDivisionOptions,
} from '../../../../ledger/testing/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../../testing/test-platform.ts';
import { sandboxRuleEndings } from '../sandbox-bank.ts';

export const opsEmail = 'ops@sandbox.test';

/** Starting a platform and writing its accounts takes a while on a busy machine. */
export const payoutSetupTimeoutMs = 60_000;

/**
 * A valid Dutch IBAN at the sandbox bank whose account number ends in `ending` (the sandbox bank's demo rule). Without
 * one, its random digits never end as the rule's do: one IBAN in 5,000 would bounce or arrive truncated by chance.
 */
export function sandboxIban(ending = ''): string {
  const digits = `${randomBytes(8).readBigUInt64BE() % 10_000_000_000n}`.padStart(10, '0');
  const ruled = Object.values(sandboxRuleEndings).some((rule) => digits.endsWith(rule));
  if (ending === '' && ruled) return sandboxIban();
  const bban = `SNDB${digits.slice(0, 10 - ending.length)}${ending}`;
  const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `NL${String(check).padStart(2, '0')}${bban}`;
}

export interface PayoutDivisionOptions extends LedgerDivisionOptions {
  /** Per seller, how its IBAN's account number ends ('0000' bounces, '9999' arrives truncated); null: no account. */
  ibanEndings?: (string | null)[];
  /** Gives the division itself a selected external account. */
  divisionAccount?: boolean;
}

export interface PayoutDivision extends LedgerDivision {
  /** The seller behind each seller account, in the same order. */
  sellers: string[];
  /** Each seller's selected IBAN (null when it has none). */
  ibans: (string | null)[];
}

/** The platform in-process with the payout clients an ops user has in the web app and the CLI. */
export interface PayoutTestKit {
  platform: TestPlatform;
  api: ApiClient;
  payouts: FundPayoutsClient;
  insights: InsightsPayoutsClient;
  reconciliation: ReconciliationClient;
  /**
   * The sandbox bank's camt.053 statement for an instructed batch (with the item `truncate` names cut short),
   * imported as a user would upload it.
   */
  importSandboxStatement(payoutCode: string, truncate?: string): Promise<BankStatementImport>;
  /** The payout client of a dashboard bound to a merchant division (Merchant-Code headers). */
  boundPayouts(division: { merchantCode: string; divisionCode: string }): FundPayoutsClient;
  /** A division whose sellers are active, each with a selected EUR IBAN account at the sandbox bank. */
  division(options: PayoutDivisionOptions): Promise<PayoutDivision>;
  deposit(virtualAccountCode: string, amount: number): Promise<void>;
  balancesOf(virtualAccountCode: string): Promise<VirtualAccountBalances>;
  auditOf(entityType: string, entityId: string): Promise<AuditEvent[]>;
  assertLedger(): Promise<void>;
  close(): Promise<void>;
}

/** `options`: the platform's (a simulation's faulty database). */
export async function startPayoutTest(options: TestPlatformOptions = {}): Promise<PayoutTestKit> {
  const platform = await startTestPlatform(options);
  const token = await platform.tokenFor(opsEmail);
  const clientFor = (scope: { merchantCode?: string; divisionCode?: string } = {}) =>
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => opsEmail,
      ...scope,
    });
  const api = clientFor();
  const { database } = platform;
  const payouts = createFundPayoutsClient(api);
  const reconciliation = createReconciliationClient(api);
  return {
    platform,
    api,
    payouts,
    insights: createInsightsPayoutsClient(api),
    reconciliation,
    async importSandboxStatement(payoutCode, truncate) {
      const query = truncate ? { truncate } : {};
      const file = await payouts.sandboxBankStatement({ params: { payoutCode }, query });
      return reconciliation.importBankStatement({ body: { file } });
    },
    boundPayouts: (division) => createFundPayoutsClient(clientFor(division)),
    async division(options) {
      const division = await createLedgerDivision(database, options);
      const sellers: string[] = [];
      const ibans: (string | null)[] = [];
      await database.transaction(async (tx) => {
        for (const [index, accountCode] of division.sellerAccounts.entries()) {
          const [account] = await tx
            .select({ accountHolderCode: virtualAccounts.accountHolderCode })
            .from(virtualAccounts)
            .where(eq(virtualAccounts.code, accountCode));
          const [holder] = await tx
            .update(accountHolders)
            .set({ status: 'ACTIVE', kycStatus: 'PASSED' })
            .where(eq(accountHolders.code, account?.accountHolderCode ?? ''))
            .returning({ code: accountHolders.code });
          if (!holder) throw new Error(`no seller behind ${accountCode}`);
          sellers.push(holder.code);
          const ending = options.ibanEndings?.[index];
          if (ending === null) {
            ibans.push(null);
            continue;
          }
          const iban = sandboxIban(ending);
          ibans.push(iban);
          await tx.insert(externalAccounts).values({
            code: `EA-${holder.code}`,
            merchantCode: division.merchantCode,
            divisionCode: division.divisionCode,
            accountHolderCode: holder.code,
            type: 'IBAN',
            displayName: `Bank account ${index + 1}`,
            currency: division.currency,
            paymentMethod: 'SEPA',
            iban,
            selected: true,
            status: 'ACTIVE',
          });
        }
        if (options.divisionAccount) {
          await tx.insert(externalAccounts).values({
            code: `EA-${division.divisionCode}`,
            merchantCode: division.merchantCode,
            divisionCode: division.divisionCode,
            type: 'IBAN',
            displayName: 'Division bank account',
            currency: division.currency,
            paymentMethod: 'SEPA',
            iban: sandboxIban(),
            selected: true,
            status: 'ACTIVE',
          });
        }
      });
      return { ...division, sellers, ibans };
    },
    async deposit(virtualAccountCode, amount) {
      await database.transaction((tx) => depositConfirmed(tx, { virtualAccountCode, currency: 'EUR', amount }));
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
    assertLedger: () => assertLedgerInvariants(database.db),
    close: () => platform.close(),
  };
}
