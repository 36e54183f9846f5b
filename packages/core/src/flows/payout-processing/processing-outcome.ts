import type { TranslationFunctions } from '@ops/locales';
import type { PayoutRequestStatus, ProcessedPayoutRequest } from '../../contract/index.ts';

/**
 * Where one request of the selection stands: not answered yet (`pending`); `accepted` (its amount moved to the
 * payout balance); `failed` (the platform refused it or does not know it, with the reason); `skipped` (it was not
 * waiting any more, e.g. processed before this run: nothing moved); `error` (its call got no report: a server-side
 * error; it may be retried).
 */
export type PayoutItemState = 'pending' | 'accepted' | 'failed' | 'skipped' | 'error';

export interface PayoutItemResult {
  code: string;
  state: PayoutItemState;
  /** The request's status after the call, when the platform said. */
  status: PayoutRequestStatus | null;
  /** Why it failed or was skipped, in the platform's words. */
  reason: string | null;
  /** The batch it joined. */
  payoutCode: string | null;
}

export const pendingItem = (code: string): PayoutItemResult => ({
  code,
  state: 'pending',
  status: null,
  reason: null,
  payoutCode: null,
});

export const erroredItem = (code: string): PayoutItemResult => ({ ...pendingItem(code), state: 'error' });

/**
 * One item of a process report as the flow shows it. A request that is not waiting because an earlier call failed
 * it stays failed (keeping the reason that call gave, when known), so a retried or rerun selection counts it again.
 */
export function itemResultOf(item: ProcessedPayoutRequest, before: PayoutItemResult | undefined): PayoutItemResult {
  const common = { code: item.code, status: item.status, reason: item.reason, payoutCode: item.payoutCode };
  switch (item.outcome) {
    case 'ACCEPTED':
      return { ...common, state: 'accepted' };
    case 'FAILED':
    case 'NOT_FOUND':
      return { ...common, state: 'failed' };
    case 'NOT_WAITING':
      return item.status === 'FAILED'
        ? { ...common, state: 'failed', reason: before?.reason ?? item.reason }
        : { ...common, state: 'skipped' };
  }
}

/** How a finished run went: `failed` counts refused, unknown and unanswered requests. */
export interface PayoutProcessingSummary {
  total: number;
  accepted: number;
  skipped: number;
  failed: number;
  /** Some calls got no report: 'There was an error server-side'. */
  serverError: boolean;
}

export function summarize(items: Iterable<PayoutItemResult>): PayoutProcessingSummary {
  const summary = { total: 0, accepted: 0, skipped: 0, failed: 0, serverError: false };
  for (const item of items) {
    summary.total += 1;
    if (item.state === 'accepted') summary.accepted += 1;
    else if (item.state === 'skipped') summary.skipped += 1;
    else if (item.state === 'failed') summary.failed += 1;
    else if (item.state === 'error') {
      summary.failed += 1;
      summary.serverError = true;
    }
  }
  return summary;
}

/**
 * The summary in the spec's words (section 8): 'There was an error server-side' when a call got no report, and
 * '{n} of {t} requests have failed' when any request failed; nothing when every request went through.
 */
export function summaryMessages(t: TranslationFunctions, summary: PayoutProcessingSummary): string[] {
  const messages: string[] = [];
  if (summary.serverError) messages.push(t.errors.serverSideError());
  if (summary.failed > 0) messages.push(t.errors.bulkRequestsFailed({ failed: summary.failed, total: summary.total }));
  return messages;
}
