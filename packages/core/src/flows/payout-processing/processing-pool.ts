import { type EventObject, fromCallback } from 'xstate';
import type { ProcessedPayoutRequest } from '../../contract/index.ts';
import type { PayoutProcessor } from './payout-processor.ts';
import { chunkIdempotencyKey, type ProcessingChunk } from './processing-chunks.ts';

export type PoolEvent =
  | { type: 'chunk.answered'; chunkId: number; items: ProcessedPayoutRequest[] }
  | { type: 'chunk.failed'; chunkId: number }
  | { type: 'pass.finished' };

export interface PoolInput {
  runId: string;
  chunks: readonly ProcessingChunk[];
  concurrency: number;
}

/**
 * Sends the chunks to the bulk process call, `concurrency` calls at a time, and reports each answer. Stopping it
 * aborts the calls under way; their chunks stay open, and sending them again with the same key is safe.
 */
export function processingPool(processor: PayoutProcessor) {
  return fromCallback<EventObject, PoolInput, PoolEvent>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { signal } = controller;
    let next = 0;
    const work = async () => {
      while (!signal.aborted && next < input.chunks.length) {
        const chunk = input.chunks[next] as ProcessingChunk;
        next += 1;
        try {
          const report = await processor.process(chunk.codes, chunkIdempotencyKey(input.runId, chunk.codes), signal);
          if (!signal.aborted) sendBack({ type: 'chunk.answered', chunkId: chunk.id, items: report.items });
        } catch {
          if (!signal.aborted) sendBack({ type: 'chunk.failed', chunkId: chunk.id });
        }
      }
    };
    const workers = Math.max(1, Math.min(input.concurrency, input.chunks.length));
    void Promise.all(Array.from({ length: workers }, work)).then(() => {
      if (!signal.aborted) sendBack({ type: 'pass.finished' });
    });
    return () => controller.abort();
  });
}
