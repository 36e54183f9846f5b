import type { PlatformProcess } from '../../packages/platform/src/testing/platform-process.ts';
import { residentMiB } from '../../packages/platform/src/testing/resident-memory.ts';

/** A platform process's resident memory in MiB: as found, and what it still holds after a full garbage collection. */
export interface ResidentMemory {
  /** Garbage and all: where V8's heap happens to be between two collections. */
  sampled: number;
  collected: number;
}

/**
 * Reads a platform process's resident memory, then collects its garbage (it must have been started with
 * `{ inspector: true }`) and reads it again. Under load a Node process's resident memory rises and falls with V8's
 * collections: its old generation fills with the garbage of requests until about four times what is live, then
 * drops, and V8 keeps the freed pages until a memory-reducing collection, so one sample can be 280 or 550 MiB for
 * the same live memory. After a full collection it is what the process holds: a leak, a cache without a bound or a
 * pool's buffers stay in it.
 */
export async function residentMemory(platform: PlatformProcess): Promise<ResidentMemory> {
  const sampled = residentMiB(platform.child.pid);
  await platform.collectGarbage();
  return { sampled, collected: residentMiB(platform.child.pid) };
}
