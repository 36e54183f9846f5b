import { randomBytes } from 'node:crypto';
import type { Database, Transaction } from '../../db/database.ts';
import { accountHolders, divisions, merchants, virtualAccounts } from '../../db/schema/index.ts';
import { type PostedTransaction, postTransaction } from '../post-transaction.ts';
import { worldAccount } from '../world-account.ts';

/** A merchant with one division, its income account and a few sellers with a virtual account each. */
export interface LedgerDivision {
  merchantCode: string;
  divisionCode: string;
  currency: string;
  incomeAccount: string;
  sellerAccounts: string[];
}

export interface LedgerDivisionOptions {
  sellers: number;
  currency?: string;
  balanceTransfersEnabled?: boolean;
}

/** Starting a platform and writing its accounts takes a while on a busy machine: the tests' setup may take this long. */
export const setupTimeoutMs = 60_000;

/** The bank that direct deposits come from in tests and benchmarks. */
export const depositBank = 'SANDBOX-BANK';

/** Sellers written in one insert statement. */
const sellersPerStatement = 500;

/**
 * Writes a division straight into the tables, the way the account owner service leaves one: a merchant, the
 * division with transfers on or off, its income account, and sellers with a virtual account in the currency.
 */
export async function createLedgerDivision(
  database: Database,
  options: LedgerDivisionOptions,
): Promise<LedgerDivision> {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const currency = options.currency ?? 'EUR';
  const division: LedgerDivision = {
    merchantCode: `M-${tag}`,
    divisionCode: `D-${tag}`,
    currency,
    incomeAccount: `VA-${tag}-INCOME`,
    sellerAccounts: Array.from({ length: options.sellers }, (_, index) => `VA-${tag}-S${index + 1}`),
  };
  const { merchantCode, divisionCode } = division;
  await database.transaction(async (tx) => {
    await tx.insert(merchants).values({
      code: merchantCode,
      displayName: `Ledger merchant ${tag}`,
      defaultKycTier: 'ADVANCED_KYC',
      countryCode: 'NLD',
    });
    await tx.insert(divisions).values({
      code: divisionCode,
      merchantCode,
      displayName: `Ledger division ${tag}`,
      kycTier: 'ADVANCED_KYC',
      balanceTransfersEnabled: options.balanceTransfersEnabled ?? false,
    });
    await tx.insert(virtualAccounts).values({
      code: division.incomeAccount,
      merchantCode,
      divisionCode,
      type: 'DIVISION_INCOME',
      displayName: 'Division income',
      currency,
    });
    // A few hundred rows a statement: a division of thousands of sellers (a benchmark's) is written in seconds.
    for (let start = 0; start < division.sellerAccounts.length; start += sellersPerStatement) {
      const chunk = division.sellerAccounts.slice(start, start + sellersPerStatement);
      const numbers = chunk.map((_, offset) => start + offset + 1);
      await tx.insert(accountHolders).values(
        numbers.map((number) => ({
          code: `AH-${tag}-${number}`,
          merchantCode,
          divisionCode,
          name: `Seller ${number}`,
          email: `seller${number}.${tag.toLowerCase()}@sandbox.test`,
          legalForm: 'INDIVIDUAL' as const,
        })),
      );
      await tx.insert(virtualAccounts).values(
        chunk.map((code, offset) => ({
          code,
          merchantCode,
          divisionCode,
          accountHolderCode: `AH-${tag}-${numbers[offset]}`,
          type: 'SELLER' as const,
          displayName: `Seller ${numbers[offset]} ${currency}`,
          currency,
        })),
      );
    }
  });
  return division;
}

/** A direct deposit from the bank into a virtual account's confirmed balance. */
export async function depositConfirmed(
  tx: Transaction,
  deposit: { virtualAccountCode: string; currency: string; amount: number },
): Promise<PostedTransaction> {
  const bank = await worldAccount(tx, { kind: 'BANK', name: depositBank, currency: deposit.currency });
  return postTransaction(tx, {
    type: 'DEPOSIT',
    status: 'CONFIRMED',
    currency: deposit.currency,
    description: 'Direct deposit',
    postings: [
      { worldAccount: bank, amount: -deposit.amount },
      { virtualAccountCode: deposit.virtualAccountCode, bucket: 'CONFIRMED', amount: deposit.amount },
    ],
  });
}
