import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Thrown when another living process holds the PGlite data folder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

export interface DataFolderLock {
  release(): void;
}

export interface DataFolderLockOptions {
  /** How long a lease holds without renewal: a holder that died frees the folder after it. */
  leaseMs?: number;
  /** How often the holder renews its lease. */
  renewMs?: number;
  /** Called when another process holds the lease we had (ours lapsed); the default ends this process. */
  onLost?: (message: string) => void;
}

/** What the lock file holds: who holds the folder, and until when. */
interface Lease {
  holder: string;
  pid: number;
  host: string;
  renewedAt: number;
  expiresAt: number;
}

const pollMs = 100;

/**
 * PGlite is one process's database: a second process on the same folder corrupts it. The lock is a lease in
 * `<dataDir>.lock`: a random holder id, renewed every `renewMs` with a new expiry. A process id means nothing
 * across PID namespaces (two containers sharing the folder, a platform that ran as PID 1), so none is trusted:
 * a lease another holder renews refuses the folder; one that runs out (its holder died) is taken over. A start
 * that finds a fresh lease watches it: refused as soon as it is renewed, taken over once it has expired.
 */
export async function lockDataFolder(dataDir: string, options: DataFolderLockOptions = {}): Promise<DataFolderLock> {
  const { leaseMs = 15_000, renewMs = 2_000, onLost = endProcess } = options;
  const path = `${dataDir}.lock`;
  const holder = randomUUID();
  const ourLease = (): Lease => {
    const now = Date.now();
    return { holder, pid: process.pid, host: hostname(), renewedAt: now, expiresAt: now + leaseMs };
  };
  for (;;) {
    if (createExclusively(path, JSON.stringify(ourLease()))) break;
    const found = readLease(path, leaseMs);
    if (!found) continue; // released meanwhile
    const renewed = await watchUntilExpiredOrRenewed(path, found, leaseMs);
    if (renewed) throw new DataFolderInUseError(inUseMessage(dataDir, renewed));
    if (takeOver(path, found, ourLease(), leaseMs)) break;
  }
  const renewal = setInterval(() => {
    const current = readLease(path, leaseMs);
    if (current?.holder !== holder) {
      clearInterval(renewal);
      onLost(
        `the lease on the data folder ${dataDir} lapsed and ${current ? inUseMessage(dataDir, current) : 'is gone'}`,
      );
      return;
    }
    replace(path, ourLease());
  }, renewMs);
  renewal.unref();
  return {
    release() {
      clearInterval(renewal);
      if (readLease(path, leaseMs)?.holder === holder) unlinkQuietly(path);
    },
  };
}

function inUseMessage(dataDir: string, lease: Lease): string {
  return `the data folder ${dataDir} is in use by another platform process (pid ${lease.pid} on ${lease.host}); stop it first, or set OPS_DATA_DIR to another folder`;
}

function endProcess(message: string): void {
  process.stderr.write(`ops platform: stopping: ${message}\n`);
  process.exit(1);
}

/** Waits while the lease is fresh: the renewed lease when its holder renews it, or undefined once it has expired. */
async function watchUntilExpiredOrRenewed(path: string, found: Lease, leaseMs: number): Promise<Lease | undefined> {
  while (Date.now() < found.expiresAt) {
    await sleep(Math.min(pollMs, Math.max(0, found.expiresAt - Date.now())));
    const now = readLease(path, leaseMs);
    if (!now) return undefined;
    if (now.holder !== found.holder || now.renewedAt !== found.renewedAt) return now;
  }
  return undefined;
}

/**
 * Replaces an expired lease with ours, one taker at a time: `<lock>.takeover` is created exclusively (and is itself
 * stale after a lease, should a taker die holding it). False when another process changed or freed it first.
 */
function takeOver(path: string, expired: Lease, ours: Lease, leaseMs: number): boolean {
  const guard = `${path}.takeover`;
  if (!createExclusively(guard, ours.holder)) {
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > leaseMs) unlinkQuietly(guard);
    return false;
  }
  try {
    const current = readLease(path, leaseMs);
    if (!current || current.holder !== expired.holder || current.renewedAt !== expired.renewedAt) return false;
    replace(path, ours);
    return true;
  } finally {
    unlinkQuietly(guard);
  }
}

function createExclusively(path: string, content: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(descriptor, content);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

/** Writes the lease whole (a reader never sees half of it): a file beside it, renamed over it. */
function replace(path: string, lease: Lease): void {
  const next = `${path}.${lease.holder}`;
  writeFileSync(next, JSON.stringify(lease));
  renameSync(next, path);
}

/**
 * The lease in the lock file, or undefined when there is none. A file that holds no lease (an older platform's
 * process id, a write cut short) counts as a lease of an unknown holder renewed when the file last changed.
 */
function readLease(path: string, leaseMs: number): Lease | undefined {
  let text: string;
  let changedAt: number;
  try {
    text = readFileSync(path, 'utf8');
    changedAt = statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const lease = JSON.parse(text) as Lease;
    if (typeof lease.holder === 'string' && Number.isFinite(lease.expiresAt)) return lease;
  } catch {
    // not a lease
  }
  const pid = Number.parseInt(text, 10);
  return { holder: text, pid, host: 'unknown', renewedAt: changedAt, expiresAt: changedAt + leaseMs };
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
