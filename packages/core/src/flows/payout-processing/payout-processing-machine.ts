import { assign, emit, fromPromise, setup } from 'xstate';
import type { PayoutProcessor, PayoutRequestFilter } from './payout-processor.ts';
import { chunkCodes, type ProcessingChunk } from './processing-chunks.ts';
import {
  erroredItem,
  itemResultOf,
  type PayoutItemResult,
  type PayoutProcessingSummary,
  pendingItem,
  summarize,
} from './processing-outcome.ts';
import { type PoolEvent, processingPool } from './processing-pool.ts';

/** What to process: chosen codes (one or several), or every request the list shows for a filter. */
export type PayoutSelection = { codes: readonly string[] } | { filter: PayoutRequestFilter };

export interface PayoutProcessingInput {
  selection: PayoutSelection;
  /**
   * Names the run in the Idempotency-Keys of its calls. Reopening a run with the same id and selection sends the
   * same chunks under the same keys, so the platform replays what it already did. Default: a new random id.
   */
  runId?: string;
  /** Requests per process call (default 100, at most 10,000). */
  chunkSize?: number;
  /** Process calls under way at once (default 4). */
  concurrency?: number;
}

export const defaultChunkSize = 100;
export const defaultConcurrency = 4;

export interface PayoutProcessingContext {
  runId: string;
  selection: PayoutSelection;
  chunkSize: number;
  concurrency: number;
  /** The selection's codes in order, each once. */
  codes: readonly string[];
  items: ReadonlyMap<string, PayoutItemResult>;
  /** Chunks of the current pass with no answer yet; a resumed pass sends them again as they were. */
  openChunks: readonly ProcessingChunk[];
  nextChunkId: number;
  /** Requests answered (or given up) in the current pass, and when it started: the rate. */
  passAnswered: number;
  passStartedAt: number;
  /** Requests a second in the current pass. */
  rate: number;
}

export type PayoutProcessingEvent =
  | PoolEvent
  | { type: 'stop' }
  | { type: 'resume' }
  | { type: 'retryFailed' }
  | { type: 'retryResolve' };

export type PayoutProcessingEmitted = { type: 'finished'; summary: PayoutProcessingSummary };

export interface PayoutProcessingOptions {
  processor: PayoutProcessor;
  /** Milliseconds clock for the rate; default `Date.now`. */
  now?: () => number;
}

const isRetryable = (item: PayoutItemResult) => item.state === 'failed' || item.state === 'error';

function uniqueCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim()).filter((code) => code !== ''))];
}

/**
 * Bulk payout processing (spec sections 4 and 8), the one implementation of the web screen and the cli: resolve
 * the selection, send it in chunks to the bulk process call a few calls at a time, track every request's outcome
 * and the rate, and finish with the summary. `retryFailed` sends only the requests that failed or got no answer;
 * `stop` aborts the calls under way and `resume` sends the unanswered chunks again under their keys. The platform
 * processes only waiting requests, so nothing is processed twice, however often a chunk is sent.
 */
export function createPayoutProcessingMachine({ processor, now = Date.now }: PayoutProcessingOptions) {
  const answered = (context: PayoutProcessingContext, chunkId: number, items: Map<string, PayoutItemResult>) => {
    const chunk = context.openChunks.find((open) => open.id === chunkId);
    const passAnswered = context.passAnswered + (chunk?.codes.length ?? 0);
    const seconds = Math.max(now() - context.passStartedAt, 1) / 1000;
    return {
      items,
      openChunks: context.openChunks.filter((open) => open.id !== chunkId),
      passAnswered,
      rate: passAnswered / seconds,
    };
  };
  const startPass = () => ({ passAnswered: 0, passStartedAt: now(), rate: 0 });

  return setup({
    types: {
      context: {} as PayoutProcessingContext,
      events: {} as PayoutProcessingEvent,
      emitted: {} as PayoutProcessingEmitted,
      input: {} as PayoutProcessingInput,
    },
    actors: {
      resolve: fromPromise<string[], PayoutSelection>(async ({ input, signal }) =>
        uniqueCodes('codes' in input ? input.codes : await processor.listCodes(input.filter, signal)),
      ),
      pool: processingPool(processor),
    },
    guards: {
      hasOpenChunks: ({ context }) => context.openChunks.length > 0,
      hasRetryable: ({ context }) => [...context.items.values()].some(isRetryable),
    },
  }).createMachine({
    id: 'payoutProcessing',
    context: ({ input }) => ({
      runId: input.runId ?? crypto.randomUUID(),
      selection: input.selection,
      chunkSize: Math.min(Math.max(1, input.chunkSize ?? defaultChunkSize), 10_000),
      concurrency: Math.max(1, input.concurrency ?? defaultConcurrency),
      codes: [],
      items: new Map(),
      openChunks: [],
      nextChunkId: 0,
      passAnswered: 0,
      passStartedAt: 0,
      rate: 0,
    }),
    initial: 'resolving',
    states: {
      resolving: {
        invoke: {
          src: 'resolve',
          input: ({ context }) => context.selection,
          onDone: {
            target: 'processing',
            actions: assign(({ context, event }) => {
              const openChunks = chunkCodes(event.output, context.chunkSize);
              return {
                codes: event.output,
                items: new Map(event.output.map((code) => [code, pendingItem(code)])),
                openChunks,
                nextChunkId: openChunks.length,
              };
            }),
          },
          onError: { target: 'resolveFailed' },
        },
      },
      resolveFailed: {
        on: { retryResolve: { target: 'resolving' } },
      },
      processing: {
        entry: assign(startPass),
        always: { guard: ({ context }) => context.openChunks.length === 0, target: 'finished' },
        invoke: {
          src: 'pool',
          input: ({ context }) => ({
            runId: context.runId,
            chunks: context.openChunks,
            concurrency: context.concurrency,
          }),
        },
        on: {
          'chunk.answered': {
            actions: assign(({ context, event }) => {
              const items = new Map(context.items);
              for (const item of event.items) items.set(item.code, itemResultOf(item, context.items.get(item.code)));
              return answered(context, event.chunkId, items);
            }),
          },
          'chunk.failed': {
            actions: assign(({ context, event }) => {
              const items = new Map(context.items);
              const chunk = context.openChunks.find((open) => open.id === event.chunkId);
              for (const code of chunk?.codes ?? []) items.set(code, erroredItem(code));
              return answered(context, event.chunkId, items);
            }),
          },
          'pass.finished': { target: 'finished' },
          stop: { target: 'stopped' },
        },
      },
      stopped: {
        on: { resume: { guard: 'hasOpenChunks', target: 'processing' } },
      },
      finished: {
        entry: emit(({ context }) => ({ type: 'finished' as const, summary: summarize(context.items.values()) })),
        on: {
          retryFailed: {
            guard: 'hasRetryable',
            target: 'processing',
            actions: assign(({ context }) => {
              const retried = context.codes.filter((code) => {
                const item = context.items.get(code);
                return item !== undefined && isRetryable(item);
              });
              const items = new Map(context.items);
              for (const code of retried) {
                const item = items.get(code);
                // A refused request keeps its reason until the platform answers again.
                if (item) items.set(code, { ...item, state: 'pending' });
              }
              const openChunks = chunkCodes(retried, context.chunkSize, context.nextChunkId);
              return { items, openChunks, nextChunkId: context.nextChunkId + openChunks.length };
            }),
          },
        },
      },
    },
  });
}

export type PayoutProcessingMachine = ReturnType<typeof createPayoutProcessingMachine>;
