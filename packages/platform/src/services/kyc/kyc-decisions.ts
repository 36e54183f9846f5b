import {
  allowedKycMoves,
  isAllowedKycMove,
  type KycHistoryEntry,
  type kycStatusUpdateSchema,
  type kycTierUpdateSchema,
} from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { accountHolders } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../http/api-problem.ts';
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
 * updateStatus: the seller moves only along the graph, and a merchant-side decision only
 * as far as its division's KYC permission lets it. Refused moves write nothing.
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
