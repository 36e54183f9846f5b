import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import type { Database, Transaction } from './database.ts';

/**
 * How a file import writes: one round (a chunk of lines, or opening or finishing the file) at a time, each handed a
 * transaction. Between two rounds the event loop turns, so other requests are read and answered.
 */
export type ImportRounds = <T>(round: (tx: Transaction) => Promise<T>) => Promise<T>;

/** Every round in the caller's transaction: the import is all or nothing with the rest of the caller's work. */
export function roundsIn(tx: Transaction): ImportRounds {
  return async (round) => {
    await turnOfEventLoop();
    return round(tx);
  };
}

/**
 * Runs an import of a whole file. On PostgreSQL every round is in one transaction (readers do not wait for it: they
 * read what was committed before). On PGlite, whose one connection serves a transaction and nothing else until it
 * ends, each round commits in a transaction of its own, so reads and writes of other requests run between rounds:
 * the import of a 10 MB file would otherwise hold every other request for seconds (issue 36; writing its 50,000
 * lines and their indexes is 8 s of the database's time, in one statement as in many). An import on PGlite is
 * therefore made so that stopping between two rounds leaves nothing wrong, only less: the file is read whole and
 * refused before its first round, each round writes its lines with the money they move, each line once by a key of
 * its own, and the file is marked imported in the last round; the same file again finishes what is missing.
 */
export function inImportRounds<T>(database: Database, work: (rounds: ImportRounds) => Promise<T>): Promise<T> {
  if (database.driver === 'postgres') return database.transaction((tx) => work(roundsIn(tx)));
  return work(async (round) => {
    await turnOfEventLoop();
    return database.transaction(round);
  });
}

const running = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Runs `work` for a file once the import of the same file (by `key`: its SHA-256) before it has ended, so the second
 * finds the first's file and adds nothing. On PGlite the data folder is one process's, so this is every import of
 * it; on PostgreSQL the file's unique hash refuses the later of two imports in separate processes.
 */
export async function oneImportOfFile<T>(database: Database, key: string, work: () => Promise<T>): Promise<T> {
  const imports = running.get(database) ?? new Map<string, Promise<unknown>>();
  running.set(database, imports);
  const before = imports.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  imports.set(key, mine);
  try {
    return await mine;
  } finally {
    if (imports.get(key) === mine) imports.delete(key);
  }
}
