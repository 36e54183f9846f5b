import { type KycConfig, type KycConfigPatch, type kycConfigQuerySchema, kycTierThresholds } from '@ops/core/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { divisions, kycSignOffs, merchants } from '../../db/schema/index.ts';
import { badRequest } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { type DivisionAddress, requireDivision, requireMerchant } from '../account-owner/scope.ts';
import { kycMessages as messages } from './kyc-messages.ts';
import { recordKycSignOffs, settingsToSignOff } from './kyc-sign-offs.ts';

type ConfigQuery = z.output<typeof kycConfigQuerySchema>;

const thresholds = { ...kycTierThresholds };

/** A division's code is unique only within its merchant: the query names the merchant too. */
function divisionOf(query: ConfigQuery): DivisionAddress {
  if (!query.merchantCode) {
    throw badRequest(messages.merchantCodeNeeded, [{ field: 'merchantCode', message: messages.merchantCodeNeeded }]);
  }
  return { merchantCode: query.merchantCode, divisionCode: query.code };
}

async function latestSignOffs(db: Queryable, address: DivisionAddress) {
  const rows = await db
    .select()
    .from(kycSignOffs)
    .where(and(eq(kycSignOffs.merchantCode, address.merchantCode), eq(kycSignOffs.divisionCode, address.divisionCode)))
    .orderBy(desc(kycSignOffs.recordedAt), desc(kycSignOffs.code));
  const latest = rows.filter((row, index) => rows.findIndex((other) => other.setting === row.setting) === index);
  return latest.map(({ setting, value, officer, recordedBy, recordedAt }) => ({
    setting,
    value,
    officer,
    recordedBy,
    recordedAt: recordedAt.toISOString(),
  }));
}

/** GET kyc2/api/v1/config: a merchant's default tier, or a division's KYC settings with their sign-offs. */
export async function getKycConfig(db: Queryable, query: ConfigQuery): Promise<KycConfig> {
  if (query.codeType === 'MERCHANT') {
    const merchant = await requireMerchant(db, query.code);
    return {
      code: merchant.code,
      codeType: 'MERCHANT',
      merchantCode: merchant.code,
      tier: merchant.defaultKycTier,
      thresholds,
      relianceModel: null,
      kycPermission: null,
      governmentEntity: null,
      signOffs: [],
    };
  }
  const address = divisionOf(query);
  const division = await requireDivision(db, address);
  return {
    code: division.code,
    codeType: 'DIVISION',
    merchantCode: division.merchantCode,
    tier: division.kycTier,
    thresholds,
    relianceModel: division.relianceModel,
    kycPermission: division.kycPermission,
    governmentEntity: division.governmentEntity,
    signOffs: await latestSignOffs(db, address),
  };
}

interface ConfigChange {
  query: ConfigQuery;
  patch: KycConfigPatch;
  caller: Caller;
  action: string;
}

async function changeMerchantConfig(tx: Transaction, { query, patch, caller, action }: ConfigChange) {
  if (patch.relianceModel !== undefined || patch.kycPermission !== undefined || patch.governmentEntity !== undefined) {
    throw badRequest(messages.merchantConfigTakesTierOnly);
  }
  const merchant = await requireMerchant(tx, query.code);
  if (patch.tier === undefined || patch.tier === merchant.defaultKycTier) return;
  await tx.update(merchants).set({ defaultKycTier: patch.tier }).where(eq(merchants.code, merchant.code));
  await recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'merchant',
    entityId: merchant.code,
    before: { defaultKycTier: merchant.defaultKycTier },
    after: { defaultKycTier: patch.tier },
  });
}

/**
 * Enabling a reliance model (or changing to another one) or the government flag needs the compliance officer's
 * sign-off, recorded with who and when; without it nothing changes.
 */
async function changeDivisionConfig(tx: Transaction, { query, patch, caller, action }: ConfigChange) {
  const address = divisionOf(query);
  const division = await requireDivision(tx, address, { forUpdate: true });
  const signedOff = settingsToSignOff(division, patch);
  if (signedOff.length > 0 && !patch.signOff) {
    throw badRequest(messages.complianceSignOffNeeded, [
      { field: 'signOff', message: messages.complianceSignOffNeeded },
    ]);
  }
  const changes = {
    ...(patch.tier === undefined ? {} : { kycTier: patch.tier }),
    ...(patch.relianceModel === undefined ? {} : { relianceModel: patch.relianceModel }),
    ...(patch.kycPermission === undefined ? {} : { kycPermission: patch.kycPermission }),
    ...(patch.governmentEntity === undefined ? {} : { governmentEntity: patch.governmentEntity }),
  };
  if (Object.keys(changes).length === 0) return;
  await recordKycSignOffs(tx, address, signedOff, {
    officer: patch.signOff?.officer ?? caller.email,
    recordedBy: caller.email,
  });
  await tx
    .update(divisions)
    .set(changes)
    .where(and(eq(divisions.code, division.code), eq(divisions.merchantCode, division.merchantCode)));
  const { kycTier, relianceModel, kycPermission, governmentEntity } = division;
  await recordAudit(tx, {
    actorEmail: caller.email,
    action,
    entityType: 'division',
    entityId: division.code,
    before: { kycTier, relianceModel, kycPermission, governmentEntity },
    after: { kycTier, relianceModel, kycPermission, governmentEntity, ...changes, signOff: patch.signOff ?? null },
  });
}

/** POST and PATCH kyc2/api/v1/config. */
export function changeKycConfig(tx: Transaction, change: ConfigChange): Promise<void> {
  return change.query.codeType === 'MERCHANT' ? changeMerchantConfig(tx, change) : changeDivisionConfig(tx, change);
}
