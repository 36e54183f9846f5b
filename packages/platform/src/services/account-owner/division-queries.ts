import type {
  CreateDivisionBody,
  Division,
  DivisionConfig,
  DivisionConfigPatch,
  DivisionDetails,
} from '@ops/core/contract';
import { refundPeriodNeedsSchedulerMessage } from '@ops/core/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { divisions } from '../../db/schema/index.ts';
import { invalidField } from './invalid-field.ts';
import type { DivisionRow, MerchantRow } from './scope.ts';
import { divisionAccountsOf, openVirtualAccount } from './virtual-account-queries.ts';

export function toDivision(row: DivisionRow): Division {
  return {
    code: row.code,
    merchantCode: row.merchantCode,
    displayName: row.displayName,
    description: row.description,
    kycTier: row.kycTier,
    iban: row.iban,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A merchant's live divisions, oldest first. */
export function listDivisionRows(db: Queryable, merchantCode: string): Promise<DivisionRow[]> {
  return db
    .select()
    .from(divisions)
    .where(and(eq(divisions.merchantCode, merchantCode), isNull(divisions.deletedAt)))
    .orderBy(asc(divisions.createdAt), asc(divisions.code));
}

export async function withVirtualAccounts(db: Queryable, rows: DivisionRow[]): Promise<DivisionDetails[]> {
  const accounts = await divisionAccountsOf(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({ ...toDivision(row), virtualAccounts: accounts.get(row.code) ?? [] }));
}

/**
 * A division with a generated code, in its merchant's default KYC tier unless told otherwise, with its
 * division income account: the account balance transfers to and from sellers go through.
 */
export async function insertDivision(
  tx: Transaction,
  merchant: MerchantRow,
  body: Omit<CreateDivisionBody, 'description'> & { description: string },
): Promise<DivisionRow> {
  const [division] = await tx
    .insert(divisions)
    .values({
      code: newCode('D'),
      merchantCode: merchant.code,
      displayName: body.displayName,
      description: body.description,
      kycTier: body.kycTier ?? merchant.defaultKycTier,
    })
    .returning();
  if (!division) throw new Error('the division was not inserted');
  await openVirtualAccount(tx, {
    merchantCode: merchant.code,
    divisionCode: division.code,
    accountHolderCode: null,
    displayName: division.displayName,
  });
  return division;
}

export function toDivisionConfig(row: DivisionRow): DivisionConfig {
  return {
    balanceTransfersEnabled: row.balanceTransfersEnabled,
    kycPermission: row.kycPermission,
    relianceModel: row.relianceModel,
    governmentEntity: row.governmentEntity,
    payoutScheduler: row.payoutScheduler,
    refundPeriodDays: row.refundPeriodDays,
    webhookUrls: row.webhookUrls,
    reasonsRequired: row.reasonsRequired,
  };
}

/**
 * The configuration after a patch: only the fields sent change. The refund period exists only while the payout
 * scheduler is on, so turning the scheduler off clears it, and setting one while the scheduler stays off is
 * refused.
 */
export function patchedDivisionConfig(current: DivisionConfig, patch: DivisionConfigPatch): DivisionConfig {
  const payoutScheduler = patch.payoutScheduler ?? current.payoutScheduler;
  const refundPeriodDays = patch.refundPeriodDays === undefined ? current.refundPeriodDays : patch.refundPeriodDays;
  if (!payoutScheduler.enabled && patch.refundPeriodDays != null) {
    throw invalidField('refundPeriodDays', refundPeriodNeedsSchedulerMessage);
  }
  return {
    balanceTransfersEnabled: patch.balanceTransfersEnabled ?? current.balanceTransfersEnabled,
    kycPermission: patch.kycPermission ?? current.kycPermission,
    relianceModel: patch.relianceModel ?? current.relianceModel,
    governmentEntity: patch.governmentEntity ?? current.governmentEntity,
    payoutScheduler,
    refundPeriodDays: payoutScheduler.enabled ? refundPeriodDays : null,
    webhookUrls: { ...current.webhookUrls, ...patch.webhookUrls },
    reasonsRequired: patch.reasonsRequired ?? current.reasonsRequired,
  };
}
