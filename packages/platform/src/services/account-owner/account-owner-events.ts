import type { AccountHolderStatus, DivisionConfig, DivisionConfigPatch, KycTaskReason } from '@ops/core/contract';
import type { Transaction } from '../../db/database.ts';
import type { DivisionAddress } from './scope.ts';

/**
 * A seller was created or changed, in the transaction that wrote it: its status before and after (the same when
 * it did not move; a new seller's first status both times), and why it needs a new KYC check, when it does.
 */
export interface SellerChanged {
  seller: { code: string; merchantCode: string; divisionCode: string };
  previousStatus: AccountHolderStatus;
  status: AccountHolderStatus;
  kycCheck: KycTaskReason | null;
}

/** A division's configuration was saved: as it was, the change asked for (sign-off aside), and who asked. */
export interface DivisionConfigured {
  division: DivisionAddress;
  before: DivisionConfig;
  patch: Omit<DivisionConfigPatch, 'complianceSignOff'>;
  actorEmail: string;
}

/** What hears an event: it works in the change's transaction, so its failure undoes the change. */
export type AccountOwnerListener<Event> = (tx: Transaction, event: Event) => Promise<void>;

/**
 * The account owner's events and who hears them, in the order they run. The services above the account owner
 * (KYC, webhooks, the payout scheduler) subscribe where the services are registered (`services/index.ts`), so
 * the account owner never imports them.
 */
export interface AccountOwnerEvents {
  sellerChanged: readonly AccountOwnerListener<SellerChanged>[];
  divisionConfigured: readonly AccountOwnerListener<DivisionConfigured>[];
}

/** Tells an event to its listeners one after the other, in the caller's transaction. */
export async function emitEvent<Event>(
  tx: Transaction,
  listeners: readonly AccountOwnerListener<Event>[],
  event: Event,
): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
