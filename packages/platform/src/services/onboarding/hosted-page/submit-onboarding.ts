import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Database, Queryable, Transaction } from '../../../db/database.ts';
import { externalAccounts, merchants } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { patchAccountHolder } from '../../account-owner/account-holder-handlers.ts';
import type { AccountOwnerEvents } from '../../account-owner/account-owner-events.ts';
import { organizationDocument, personalDocument } from '../../account-owner/document-queries.ts';
import { insertDocument, storeFile } from '../../account-owner/document-writes.ts';
import { type ExternalAccountRow, toExternalAccount } from '../../account-owner/external-account-queries.ts';
import {
  insertExternalAccount,
  recordExternalAccountChange,
  setExternalAccountColumns,
} from '../../account-owner/external-account-writes.ts';
import { restartKycCheckForEvidence } from '../../account-owner/kyc-evidence.ts';
import { type AccountHolderRow, requireLiveAccountHolder } from '../../account-owner/scope.ts';
import { hostedOnboardingConfigRow } from '../hosted-onboarding-config.ts';
import { checkOnboardingLink, claimOnboardingLink, type LinkRefusal } from '../onboarding-links.ts';
import type { OnboardingSubmission } from './hosted-form.ts';

/** The audit trail's name for what the seller did on the page. */
export const hostedOnboardingAction = 'hostedOnboarding.submit';

export type SubmissionOutcome = { ok: true; redirectUrl: string | null } | { ok: false; reason: LinkRefusal };

/**
 * The seller's own submission, all or nothing: the link is taken (once), the seller's details change through the
 * account owner service's own code, the bank account is added (or, for an IBAN the seller already has, renamed
 * and given its currency: accounts in another currency than EUR change only here), the document is kept with its
 * files, and the seller goes back to IN_PROGRESS with a KYC task.
 */
export function submitOnboarding(
  database: Database,
  events: AccountOwnerEvents,
  token: string,
  submission: OnboardingSubmission,
  now = new Date(),
): Promise<SubmissionOutcome> {
  return database.transaction(async (tx) => {
    const link = await checkOnboardingLink(tx, token, now);
    if (!link.ok) return link;
    if (!(await claimOnboardingLink(tx, link.linkId, now))) return { ok: false, reason: 'used' };
    const seller = link.seller;
    const address = {
      merchantCode: seller.merchantCode,
      divisionCode: seller.divisionCode,
      accountHolderCode: seller.code,
    };
    const caller: Caller = { email: seller.email, name: seller.name, opsStaff: false, roles: [] };
    const audit = { actorEmail: seller.email, action: hostedOnboardingAction };
    await patchAccountHolder(tx, events, address, submission.patch, audit);
    const current = await requireLiveAccountHolder(tx, address);
    await saveBankAccount(tx, current, submission.bankAccount, caller);
    await saveDocument(tx, current, submission, caller);
    await restartKycCheckForEvidence(tx, events, await requireLiveAccountHolder(tx, address), audit, 'DOCUMENTS');
    const config = await hostedOnboardingConfigRow(tx, seller.divisionCode);
    return { ok: true, redirectUrl: config?.redirectUrl ?? null };
  });
}

/** The account payouts go to from now on: the given IBAN, selected. */
async function saveBankAccount(
  tx: Transaction,
  seller: AccountHolderRow,
  bankAccount: OnboardingSubmission['bankAccount'],
  caller: Caller,
): Promise<void> {
  const audit = { caller, action: hostedOnboardingAction };
  const [existing] = await tx
    .select()
    .from(externalAccounts)
    .where(and(eq(externalAccounts.accountHolderCode, seller.code), eq(externalAccounts.iban, bankAccount.iban)));
  const account = existing
    ? await changeOwnAccount(tx, existing, bankAccount, caller)
    : await insertExternalAccount(tx, seller, { type: 'IBAN', ...bankAccount }, audit);
  if (account.selected) return;
  await tx
    .update(externalAccounts)
    .set({ selected: false })
    .where(and(eq(externalAccounts.accountHolderCode, seller.code), ne(externalAccounts.code, account.code)));
  const after = await setExternalAccountColumns(tx, account.code, { selected: true });
  await recordExternalAccountChange(tx, { ...audit, externalAccountCode: account.code, before: account, after });
}

async function changeOwnAccount(
  tx: Transaction,
  existing: ExternalAccountRow,
  { displayName, currency }: OnboardingSubmission['bankAccount'],
  caller: Caller,
) {
  const before = await toExternalAccount(tx, existing);
  if (existing.displayName === displayName && existing.currency === currency) return before;
  const after = await setExternalAccountColumns(tx, existing.code, { displayName, currency });
  await recordExternalAccountChange(tx, {
    caller,
    action: hostedOnboardingAction,
    externalAccountCode: existing.code,
    before,
    after,
  });
  return after;
}

async function saveDocument(
  tx: Transaction,
  seller: AccountHolderRow,
  { document, files }: OnboardingSubmission,
  caller: Caller,
): Promise<void> {
  const kind = seller.legalForm === 'INDIVIDUAL' ? 'PERSONAL' : 'ORGANIZATION';
  const body = { type: document.type, number: document.number, expiresAt: document.expiresAt } as Parameters<
    typeof insertDocument
  >[3];
  const row = await insertDocument(tx, seller, kind, body);
  for (const file of files) await storeFile(tx, { documentCode: row.code }, file);
  const after = kind === 'PERSONAL' ? await personalDocument(tx, row) : await organizationDocument(tx, row);
  await recordAudit(tx, {
    actorEmail: caller.email,
    action: hostedOnboardingAction,
    entityType: 'document',
    entityId: row.code,
    before: null,
    after,
  });
}

/** The merchant's name as the page greets the seller with it. */
export async function merchantName(db: Queryable, merchantCode: string): Promise<string> {
  const [merchant] = await db
    .select({ displayName: merchants.displayName })
    .from(merchants)
    .where(eq(merchants.code, merchantCode));
  return merchant?.displayName ?? merchantCode;
}
