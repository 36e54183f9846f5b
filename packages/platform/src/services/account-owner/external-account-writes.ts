import type { CreateExternalAccountBody, ExternalAccount } from '@ops/core/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import { newCode } from '../../db/codes.ts';
import type { Transaction } from '../../db/database.ts';
import { externalAccounts } from '../../db/schema/index.ts';
import type { Caller } from '../../identity/caller.ts';
import {
  type ExternalAccountRow,
  readableIban,
  requireExternalAccount,
  toExternalAccount,
} from './external-account-queries.ts';
import { type AccountHolderAddress, type AccountHolderRow, requireLiveAccountHolder } from './scope.ts';

interface ExternalAccountAddress extends AccountHolderAddress {
  externalAccountId: string;
}

interface ExternalAccountChange {
  caller: Caller;
  /** The id of the route that makes the change. */
  action: string;
  externalAccountCode: string;
  before: unknown;
  after: unknown;
}

/** An external account change on the audit trail. */
export function recordExternalAccountChange(tx: Transaction, change: ExternalAccountChange): Promise<void> {
  const { caller, action, externalAccountCode, before, after } = change;
  return recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'externalAccount',
    entityId: externalAccountCode,
    before,
    after,
  });
}

/** Sets columns of one external account and answers it as the contract shows it afterwards. */
export async function setExternalAccountColumns(
  tx: Transaction,
  externalAccountCode: string,
  columns: Partial<typeof externalAccounts.$inferInsert>,
): Promise<ExternalAccount> {
  const [row] = await tx
    .update(externalAccounts)
    .set(columns)
    .where(eq(externalAccounts.code, externalAccountCode))
    .returning();
  return toExternalAccount(tx, row as ExternalAccountRow);
}

/**
 * Changes one external account of a live seller and puts the change on the audit trail. `apply` answers the
 * account as it is afterwards, null when it is gone, or undefined when nothing changed (then nothing is recorded).
 */
export async function changeExternalAccount<After extends ExternalAccount | null>(
  tx: Transaction,
  address: ExternalAccountAddress,
  audit: { caller: Caller; action: string },
  apply: (current: ExternalAccountRow, accountHolderCode: string) => Promise<After | undefined>,
): Promise<After | ExternalAccount> {
  const accountHolder = await requireLiveAccountHolder(tx, address);
  const current = await requireExternalAccount(tx, accountHolder.code, address.externalAccountId);
  const before = await toExternalAccount(tx, current);
  const after = await apply(current, accountHolder.code);
  if (after === undefined) return before;
  await recordExternalAccountChange(tx, { ...audit, externalAccountCode: current.code, before, after });
  return after;
}

/** Adds an external account to a seller, audited; a seller's first account is the one payouts go to. */
export async function insertExternalAccount(
  tx: Transaction,
  accountHolder: AccountHolderRow,
  body:
    | Extract<CreateExternalAccountBody, { type: 'IBAN' }>
    | Extract<CreateExternalAccountBody, { type: 'ACCOUNT_NUMBER' }>,
  audit: { caller: Caller; action: string },
): Promise<ExternalAccount> {
  const [selected] = await tx
    .select({ code: externalAccounts.code })
    .from(externalAccounts)
    .where(and(eq(externalAccounts.accountHolderCode, accountHolder.code), eq(externalAccounts.selected, true)));
  const [row] = await tx
    .insert(externalAccounts)
    .values({
      code: newCode('EA'),
      merchantCode: accountHolder.merchantCode,
      divisionCode: accountHolder.divisionCode,
      accountHolderCode: accountHolder.code,
      type: body.type,
      displayName: body.displayName ?? (body.type === 'IBAN' ? readableIban(body.iban) : body.accountNumber),
      currency: body.currency ?? 'EUR',
      paymentMethod: body.paymentMethod ?? (body.type === 'IBAN' ? 'SEPA' : 'ACH'),
      iban: body.type === 'IBAN' ? body.iban : null,
      accountNumber: body.type === 'ACCOUNT_NUMBER' ? body.accountNumber : null,
      routingNumber: body.type === 'ACCOUNT_NUMBER' ? body.routingNumber : null,
      selected: !selected,
    })
    .returning();
  const account = await toExternalAccount(tx, row as ExternalAccountRow);
  await recordExternalAccountChange(tx, { ...audit, externalAccountCode: account.code, before: null, after: account });
  return account;
}
