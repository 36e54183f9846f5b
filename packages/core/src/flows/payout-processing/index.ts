export {
  createPayoutProcessingMachine,
  defaultChunkSize,
  defaultConcurrency,
  type PayoutProcessingContext,
  type PayoutProcessingEmitted,
  type PayoutProcessingEvent,
  type PayoutProcessingInput,
  type PayoutProcessingMachine,
  type PayoutProcessingOptions,
  type PayoutSelection,
} from './payout-processing-machine.ts';
export {
  type PayoutProcessingPhase,
  type PayoutProcessingProgress,
  type PayoutProcessingRun,
  progressOf,
  startPayoutProcessing,
} from './payout-processing-run.ts';
export {
  filterPageSize,
  type PayoutProcessor,
  type PayoutRequestFilter,
  payoutProcessorOf,
} from './payout-processor.ts';
export { chunkCodes, chunkIdempotencyKey, type ProcessingChunk } from './processing-chunks.ts';
export {
  type PayoutItemResult,
  type PayoutItemState,
  type PayoutProcessingSummary,
  summarize,
  summaryMessages,
} from './processing-outcome.ts';
