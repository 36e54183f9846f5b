import {
  chunkCodes,
  chunkIdempotencyKey,
  type PayoutSelection,
  payoutProcessorOf,
} from '@ops/core/flows/payout-processing';
import type { CliContext } from '../cli-context.ts';
import { isDryRunStop } from '../dry-run.ts';
import { clientsOf } from '../platform-clients.ts';

/**
 * `ops payout-requests process --dry-run`, once its question is printed: every process call the run would make,
 * chunk by chunk with its Idempotency-Key, printed and not sent (a filter is resolved to its codes first, as the
 * run resolves it: reads go). A real run names itself anew, so its keys differ from these.
 */
export async function printProcessingRequests(
  context: CliContext,
  selection: PayoutSelection,
  chunkSize: number,
): Promise<void> {
  const processor = payoutProcessorOf(clientsOf(context, undefined).fundPayouts);
  const { signal } = new AbortController();
  const codes = 'codes' in selection ? selection.codes : await processor.listCodes(selection.filter, signal);
  const runId = crypto.randomUUID();
  for (const chunk of chunkCodes(codes, chunkSize)) {
    await processor.process(chunk.codes, chunkIdempotencyKey(runId, chunk.codes), signal).catch((error: unknown) => {
      if (!isDryRunStop(error)) throw error;
    });
  }
}
