import type { Transaction } from '../../db/database.ts';
import type { AccountOwnerListener, SellerChanged } from '../account-owner/account-owner-events.ts';
import { emitWebhookEvent } from './webhook-events.ts';

/** A seller, as far as its KYC webhook needs it. */
interface SellerStatus {
  code: string;
  merchantCode: string;
  divisionCode: string;
  status: string;
}

/**
 * A seller's status change (spec section 4's KYC webhook: missing data, in progress, active, failed, rejected),
 * told to its division's KYC endpoint in the caller's transaction; nothing when the status stayed the same.
 */
export async function emitSellerStatusChange(tx: Transaction, before: SellerStatus, status: string): Promise<void> {
  if (before.status === status) return;
  await emitWebhookEvent(tx, {
    merchantCode: before.merchantCode,
    divisionCode: before.divisionCode,
    webhookType: 'KYC',
    eventType: 'accountHolder.statusChanged',
    data: { accountHolderCode: before.code, status, previousStatus: before.status },
  });
}

/** The account owner's changed seller: a status that moved goes to the KYC endpoint. */
export const emitOnSellerChanged: AccountOwnerListener<SellerChanged> = (tx, { seller, previousStatus, status }) =>
  emitSellerStatusChange(tx, { ...seller, status: previousStatus }, status);
