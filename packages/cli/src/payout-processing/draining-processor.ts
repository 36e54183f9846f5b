import type { PayoutProcessor } from '@ops/core/flows/payout-processing';

/**
 * A processor that can be told to start no more calls while the ones under way finish (the first Ctrl+C): their
 * answers reach the run, so the report holds every request the platform was asked about. A call asked for after
 * `drain` never starts; it ends when the run is stopped.
 */
export function drainingProcessor(processor: PayoutProcessor) {
  const underWay = new Set<Promise<unknown>>();
  let draining = false;
  const wrapped: PayoutProcessor = {
    listCodes: (filter, signal) => processor.listCodes(filter, signal),
    process(codes, idempotencyKey, signal) {
      if (draining) {
        return new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      const call = processor.process(codes, idempotencyKey, signal);
      const settled = call.then(
        () => undefined,
        () => undefined,
      );
      underWay.add(settled);
      void settled.then(() => underWay.delete(settled));
      return call;
    },
  };
  return {
    processor: wrapped,
    /** How many calls are under way now. */
    underWay: () => underWay.size,
    /** Starts no more calls; resolves once the calls under way have been answered (or failed). */
    async drain(): Promise<void> {
      draining = true;
      await Promise.all(underWay);
      // Their answers reach the run a turn after the calls settle.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
