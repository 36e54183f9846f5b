import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Thrown when another living process holds the PGlite data folder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

export interface DataFolderLock {
  release(): void;
}

/**
 * PGlite is one process's database: a second process on the same folder loses writes silently. The first process
 * takes `<dataDir>.lock` (created exclusively, holding its pid); the next one refuses to start while that process
 * lives, and takes over a lock left by a process that died.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const path = `${dataDir}.lock`;
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      const descriptor = openSync(path, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return { release: () => releaseIfOurs(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== undefined && isAlive(holder)) {
        throw new DataFolderInUseError(
          `the data folder ${dataDir} is in use by another platform process (pid ${holder}); stop it first, or set OPS_DATA_DIR to another folder`,
        );
      }
      unlinkSync(path); // left by a process that died
    }
  }
  throw new DataFolderInUseError(`the data folder ${dataDir} is being taken by another platform process`);
}

function holderOf(path: string): number | undefined {
  const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string): void {
  try {
    if (holderOf(path) === process.pid) unlinkSync(path);
  } catch {
    // already gone
  }
}
