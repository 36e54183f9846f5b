import type { PayoutWebhookStatus } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { divisions, payoutRequests } from '../../db/schema/index.ts';
import { emitWebhookEvent, type WebhookEventInput } from './webhook-events.ts';

/** The payout request statuses the PAYOUTS webhook tells of (spec section 4), and how it names them. */
const webhookStatusOf: Record<string, PayoutWebhookStatus> = {
  WAITING: 'REQUESTED',
  PROCESSED: 'PAID',
  CANCELLED: 'CANCELLED',
  RETURNED: 'RETURNED',
};

const statusIn = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'status' in state ? String(state.status) : undefined;

/**
 * A payout request's change, recorded as its division's event (and told to its PAYOUTS endpoint, if it has one) when
 * its status became one the webhook reports: requested (created), paid, cancelled or returned.
 */
export async function emitPayoutStatusChange(
  tx: Transaction,
  payoutRequestCode: string,
  states: { before: unknown; after: unknown },
): Promise<void> {
  const status = statusIn(states.after);
  if (!status || status === statusIn(states.before)) return;
  const webhookStatus = webhookStatusOf[status];
  if (!webhookStatus) return;
  const [request] = await tx
    .select({ request: payoutRequests, url: divisions.webhookUrls })
    .from(payoutRequests)
    .innerJoin(divisions, eq(divisions.code, payoutRequests.divisionCode))
    .where(eq(payoutRequests.code, payoutRequestCode));
  if (!request) return;
  await emitWebhookEvent(tx, payoutWebhookEvent(request.request, webhookStatus), request.url.PAYOUTS ?? null);
}

type PayoutRequestRow = typeof payoutRequests.$inferSelect;

/** The PAYOUTS event of a payout request that became `status`. */
export function payoutWebhookEvent(
  row: Pick<
    PayoutRequestRow,
    | 'code'
    | 'merchantCode'
    | 'divisionCode'
    | 'accountHolderCode'
    | 'virtualAccountCode'
    | 'amount'
    | 'sourceCurrency'
    | 'type'
  >,
  status: PayoutWebhookStatus,
): WebhookEventInput {
  return {
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    webhookType: 'PAYOUTS',
    eventType: 'payoutRequest.statusChanged',
    data: {
      payoutRequestCode: row.code,
      status,
      accountHolderCode: row.accountHolderCode,
      virtualAccountCode: row.virtualAccountCode,
      amount: row.amount,
      currency: row.sourceCurrency,
      type: row.type,
    },
  };
}
