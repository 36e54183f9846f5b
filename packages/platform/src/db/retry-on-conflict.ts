import { setTimeout as sleep } from 'node:timers/promises';
import { sqlStateOf } from '../ledger/database-refusal.ts';

/** Deadlock detected, serialization failure: PostgreSQL undid the whole transaction, which may simply run again. */
const retryableStates = new Set(['40P01', '40001']);

/** Tries in all, the first included. */
const maxTries = 4;

/**
 * Runs a whole transaction again when PostgreSQL ended it as a deadlock victim or a serialization failure: nothing
 * of it stayed, so a new try is safe and usually goes through once the other transaction has ended. Waits a
 * random few milliseconds, longer each time, so the two do not meet again at once. Any other error is the caller's.
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= maxTries || state === undefined || !retryableStates.has(state)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
