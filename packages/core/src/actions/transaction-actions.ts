import { z } from 'zod';
import type { MerchantScope } from '../api/index.ts';
import type { SplitDetails, SplitTransaction } from '../contract/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const splitCode = z.object({ splitCode: z.string().trim().min(1) });

/** The bound division; `needsMerchant` has made sure there is one. */
function boundScope(context: ActionContext): MerchantScope {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return context.scope;
}

/** A transaction of the bound division with its split and balance impact; 404 when the division has none. */
function splitDetailsOf(context: ActionContext, code: string): Promise<SplitDetails> {
  return context.clients.insightsTransactions.getSplitDetails({ params: { ...boundScope(context), splitCode: code } });
}

/**
 * Opens a transaction of the bound division: the web shows its detail modal on the transactions screen (the
 * list's filters stay), the cli prints its split details and balance impact.
 */
export const openTransactionAction = defineAction({
  id: 'transactions.open',
  labelKey: 'transactionScreens.actions.open',
  group: 'transactions',
  keywords: ['transaction', 'split', 'payment', 'refund', 'details', 'transactie', 'openen'],
  permission: 'ops',
  needsMerchant: true,
  changes: [],
  about: 'splitCode',
  parameters: splitCode,
  async run(context, { splitCode: code }) {
    const details = await splitDetailsOf(context, code);
    context.navigate('/transactions', { transaction: code });
    return details;
  },
});

/**
 * Cancels an unreconciled transaction of the bound division (spec section 4): new postings take its split back
 * from the balances. The platform refuses a reconciled one ('Only unreconciled transactions can be cancelled')
 * and changes nothing. Cancelling may take up to 60 minutes to show in the lists. Payments and refunds have
 * their own cancel calls: the transaction's type chooses.
 */
export const cancelTransactionAction = defineAction({
  id: 'transactions.cancel',
  risk: 'movesMoney',
  confirmKey: 'transactionScreens.cancel.message',
  labelKey: 'transactionScreens.actions.cancel',
  group: 'transactions',
  keywords: ['transaction', 'cancel', 'split', 'payment', 'refund', 'transactie', 'annuleren'],
  permission: 'ops',
  route: 'cancelSplitPayment',
  needsMerchant: true,
  changes: ['transactions', ...balanceCaches],
  about: 'splitCode',
  parameters: splitCode.extend({ idempotencyKey: z.string().trim().min(1).max(255).optional() }),
  async run(context, { splitCode: code, idempotencyKey }): Promise<SplitTransaction> {
    const { split } = await splitDetailsOf(context, code);
    const call = { params: { splitCode: split.code }, idempotencyKey: idempotencyKey ?? crypto.randomUUID() };
    return split.type === 'PAYMENT'
      ? await context.clients.fundSplits.cancelSplitPayment(call)
      : await context.clients.fundSplits.cancelSplitRefund(call);
  },
});

export const transactionActions = [openTransactionAction, cancelTransactionAction];
