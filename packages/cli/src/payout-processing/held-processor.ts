import { isSentForApproval } from '@ops/core/api';
import type { PayoutProcessor } from '@ops/core/flows/payout-processing';

/**
 * A processor that keeps the calls an approval rule held back (bulk processing above N items): the flow counts
 * their requests as not processed, and the command ends with exit code 4 and the approval requests' codes. Each
 * held call is exactly what its approval runs; a retry of one (its Idempotency-Key) is held once.
 */
export function heldCallsProcessor(processor: PayoutProcessor) {
  const held = new Set<string>();
  const wrapped: PayoutProcessor = {
    listCodes: (filter, signal) => processor.listCodes(filter, signal),
    process: (codes, idempotencyKey, signal) =>
      processor.process(codes, idempotencyKey, signal).catch((error: unknown) => {
        if (isSentForApproval(error)) held.add(error.approval.code);
        throw error;
      }),
  };
  return { processor: wrapped, held: (): readonly string[] => [...held] };
}
