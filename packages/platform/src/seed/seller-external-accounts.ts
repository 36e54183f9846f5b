import type { AccountHolderStatus, ExternalAccountStatus } from '@ops/core/contract';
import type { BankAccount, SellerCountry } from './countries.ts';
import type { Random } from './random.ts';
import { textPdf } from './sample-files.ts';
import type { ExternalAccountRow, StoredFileRow } from './seed-rows.ts';

/** The selected account's verification mostly follows its seller's: an active seller has a verified account. */
const selectedStatusOdds: Record<AccountHolderStatus, ReadonlyArray<readonly [ExternalAccountStatus, number]>> = {
  ACTIVE: [
    ['ACTIVE', 92],
    ['IN_PROGRESS', 5],
    ['FAILED', 3],
  ],
  IN_PROGRESS: [
    ['IN_PROGRESS', 70],
    ['ACTIVE', 30],
  ],
  MISSING_DATA: [['MISSING_DATA', 1]],
  FAILED: [
    ['FAILED', 60],
    ['ACTIVE', 40],
  ],
  REJECTED: [
    ['REJECTED', 70],
    ['ACTIVE', 30],
  ],
};

export interface SellerForAccounts {
  code: string;
  number: string;
  merchantCode: string;
  divisionCode: string;
  name: string;
  status: AccountHolderStatus;
  organization: boolean;
  createdAt: Date;
}

export interface ExternalAccountsWithProofs {
  accounts: ExternalAccountRow[];
  files: StoredFileRow[];
}

function accountColumns(account: BankAccount) {
  return account.type === 'IBAN'
    ? { type: account.type, paymentMethod: account.paymentMethod, iban: account.iban }
    : {
        type: account.type,
        paymentMethod: account.paymentMethod,
        accountNumber: account.accountNumber,
        routingNumber: account.routingNumber,
      };
}

function displayName(account: BankAccount, organization: boolean): string {
  if (account.type === 'ACCOUNT_NUMBER') return organization ? 'Business checking' : 'Checking account';
  return organization ? 'Business account' : 'Current account';
}

/**
 * A seller's bank accounts: one selected (unless a seller with missing data has none yet), sometimes an older one
 * beside it. `withProof` adds a bank statement to the selected account.
 */
export function sellerExternalAccounts(
  random: Random,
  seller: SellerForAccounts,
  country: SellerCountry,
  options: { withProof: boolean },
): ExternalAccountsWithProofs {
  if (seller.status === 'MISSING_DATA' && random.chance(0.6)) return { accounts: [], files: [] };
  const selectedAccount = country.bankAccount(random);
  const selectedCode = `EA-${seller.number}-1`;
  const selectedCreatedAt = new Date(seller.createdAt.getTime() + random.int(1, 72) * 3_600_000);
  const accounts: ExternalAccountRow[] = [
    {
      code: selectedCode,
      merchantCode: seller.merchantCode,
      divisionCode: seller.divisionCode,
      accountHolderCode: seller.code,
      displayName: displayName(selectedAccount, seller.organization),
      currency: country.currency,
      ...accountColumns(selectedAccount),
      selected: true,
      status: random.weighted(selectedStatusOdds[seller.status]),
      createdAt: selectedCreatedAt,
    },
  ];
  if (random.chance(0.12)) {
    const previousAccount = country.bankAccount(random);
    accounts.push({
      code: `EA-${seller.number}-2`,
      merchantCode: seller.merchantCode,
      divisionCode: seller.divisionCode,
      accountHolderCode: seller.code,
      displayName: `Previous ${displayName(previousAccount, seller.organization).toLowerCase()}`,
      currency: country.currency,
      ...accountColumns(previousAccount),
      selected: false,
      status: random.chance(0.7) ? 'ACTIVE' : 'FAILED',
      createdAt: seller.createdAt,
    });
  }
  if (!options.withProof) return { accounts, files: [] };
  const identifier =
    selectedAccount.type === 'IBAN'
      ? `IBAN ${selectedAccount.iban}`
      : `Account ${selectedAccount.accountNumber}, routing ${selectedAccount.routingNumber}`;
  const statement = textPdf('Bank statement', [seller.name, identifier, 'Opening balance 0.00']);
  const proof: StoredFileRow = {
    code: `F-${seller.number}-EA`,
    externalAccountCode: selectedCode,
    fileName: 'bank-statement.pdf',
    contentType: 'application/pdf',
    size: statement.byteLength,
    content: statement,
    uploadedAt: selectedCreatedAt,
  };
  return { accounts, files: [proof] };
}
