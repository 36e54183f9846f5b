import type { FundPayoutsClient } from '../../api/index.ts';
import type { PayoutRequestListQuery, ProcessReport } from '../../contract/index.ts';

/** The filters of the payout request list, without paging: "every request matching the filter". */
export type PayoutRequestFilter = Partial<Omit<PayoutRequestListQuery, 'page' | 'limit'>>;

/** The platform calls the processing flow makes; tests may hand it their own. */
export interface PayoutProcessor {
  /** One bulk process call; a retry with the same key answers the first report and moves nothing. */
  process(codes: readonly string[], idempotencyKey: string, signal: AbortSignal): Promise<ProcessReport>;
  /** The codes of every payout request matching the filter, in list order, each once. */
  listCodes(filter: PayoutRequestFilter, signal: AbortSignal): Promise<string[]>;
}

/** Rows a page when resolving a filter: the most the list call gives. */
export const filterPageSize = 1000;

export function payoutProcessorOf(fundPayouts: FundPayoutsClient): PayoutProcessor {
  return {
    process: (codes, idempotencyKey, signal) =>
      fundPayouts.processPayoutRequests({ body: { payoutRequestCodes: [...codes] }, idempotencyKey, signal }),
    async listCodes(filter, signal) {
      const codes = new Set<string>();
      for (let page = 1; ; page += 1) {
        const answer = await fundPayouts.listPayoutRequests({
          query: { ...filter, page, limit: filterPageSize },
          signal,
        });
        for (const request of answer.elements) codes.add(request.code);
        if (answer.elements.length < filterPageSize || page * filterPageSize >= answer.totalCount) break;
      }
      return [...codes];
    },
  };
}
