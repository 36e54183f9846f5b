import {
  type AccountHolderStatus,
  allowedKycMoves,
  isAllowedKycMove,
  type KycHistoryEntry,
  type kycStatusUpdateSchema,
  type kycTierUpdateSchema,
} from '@ops/core/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { currentActivityOrigin } from '../../db/activity-origin.ts';
import type { Transaction } from '../../db/database.ts';
import { accountHolders, externalKycVerifications } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/api-problem.ts';
import { requireReason } from '../../http/route-reasons-check.ts';
import type { Caller } from '../../identity/caller.ts';
import { requireDivision, requireLiveAccountHolder } from '../account-owner/scope.ts';
import { checkUpload } from '../account-owner/upload-check.ts';
import { kycStandingOf, writeKycDecision, writeKycTierChange } from './kyc-decision-writes.ts';
import { kycMessages as messages } from './kyc-messages.ts';

interface DecisionCall<Body> {
  body: Body;
  caller: Caller;
  action: string;
}

/** The live seller with that code, of any merchant (a seller's code is unique), locked for the decision. */
async function requireSeller(tx: Transaction, accountHolderCode: string) {
  const [seller] = await tx
    .select({ merchantCode: accountHolders.merchantCode, divisionCode: accountHolders.divisionCode })
    .from(accountHolders)
    .where(eq(accountHolders.code, accountHolderCode));
  if (!seller) throw notFound(messages.sellerNotFound);
  return requireLiveAccountHolder(tx, { ...seller, accountHolderCode });
}

/**
 * Whether deciding `status` goes against the provider's last answer on the seller: approving a seller it
 * rejected, or rejecting (or failing) one it verified. Only such a decision is a `kycOverride`.
 */
async function overridesProvider(tx: Transaction, accountHolderCode: string, status: AccountHolderStatus) {
  const [answer] = await tx
    .select({ status: externalKycVerifications.status })
    .from(externalKycVerifications)
    .where(
      and(
        eq(externalKycVerifications.accountHolderCode, accountHolderCode),
        inArray(externalKycVerifications.status, ['VERIFIED', 'REJECTED']),
      ),
    )
    .orderBy(desc(externalKycVerifications.lastUpdate))
    .limit(1);
  if (answer?.status === 'VERIFIED') return status === 'REJECTED' || status === 'FAILED';
  return answer?.status === 'REJECTED' && status === 'ACTIVE';
}

/**
 * updateStatus: the seller moves only along the graph, and a merchant-side decision only
 * as far as its division's KYC permission lets it; one that overrides the provider's answer needs a reason when the
 * division requires one for `kycOverride`. Refused moves write nothing.
 */
export async function decideKycStatus(
  tx: Transaction,
  { body, caller, action }: DecisionCall<z.output<typeof kycStatusUpdateSchema>>,
): Promise<KycHistoryEntry> {
  const sent = body.files === undefined ? [] : Array.isArray(body.files) ? body.files : [body.files];
  // Files are stored as the type their bytes show; one that is not an accepted kind refuses the decision.
  const files = await Promise.all(sent.map((file) => checkUpload(file, 'files')));
  const seller = await requireSeller(tx, body.accountOwnerCode);
  const division = await requireDivision(tx, seller);
  if (!isAllowedKycMove(seller.status, body.status)) {
    throw conflict(messages.moveNotAllowed({ from: seller.status, to: body.status }));
  }
  if (
    body.decider === 'MERCHANT' &&
    !allowedKycMoves(seller.status, 'MERCHANT', division.kycPermission).includes(body.status)
  ) {
    throw forbidden(messages.permissionRefuses({ permission: division.kycPermission, to: body.status }));
  }
  if (division.reasonsRequired.includes('kycOverride') && (await overridesProvider(tx, seller.code, body.status))) {
    requireReason('kycOverride', division.reasonsRequired, currentActivityOrigin()?.reason);
  }
  return writeKycDecision(tx, seller, {
    status: body.status,
    tier: body.tier,
    analyst: caller.email,
    decider: body.decider,
    externalComment: body.externalComment,
    internalComment: body.internalComment,
    files,
    action,
  });
}

/** updateTier: the seller gets another KYC tier. */
export async function changeKycTier(
  tx: Transaction,
  { body, caller, action }: DecisionCall<z.output<typeof kycTierUpdateSchema>>,
): Promise<KycHistoryEntry> {
  const seller = await requireSeller(tx, body.accountOwnerCode);
  const { tier } = await kycStandingOf(tx, seller);
  if (tier === body.tier) throw conflict(messages.sameTier({ tier }));
  return writeKycTierChange(tx, seller, {
    tier: body.tier,
    from: tier,
    analyst: caller.email,
    internalComment: body.internalComment ?? null,
    action,
  });
}
