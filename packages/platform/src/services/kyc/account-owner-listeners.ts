import type { AccountOwnerListener, DivisionConfigured, SellerChanged } from '../account-owner/account-owner-events.ts';
import { recordKycSignOffs, settingsToSignOff } from './kyc-sign-offs.ts';
import { openKycCheck } from './open-kyc-check.ts';

/** A seller that needs a new KYC check gets one: a task in the queue, or a government entity's approval. */
export const openKycCheckOnSellerChanged: AccountOwnerListener<SellerChanged> = async (tx, event) => {
  if (event.kycCheck) await openKycCheck(tx, event.seller.code, event.kycCheck);
};

/**
 * A division's saved configuration records the sign-offs of what it enabled. The contract has refused an
 * enabling without the sign-off; the caller vouches for it, as kyc2's config records.
 */
export const recordSignOffsOnDivisionConfigured: AccountOwnerListener<DivisionConfigured> = async (tx, event) => {
  const { division, before, patch, actorEmail } = event;
  const signatures = { officer: actorEmail, recordedBy: actorEmail };
  await recordKycSignOffs(tx, division, settingsToSignOff(before, patch), signatures);
};
