import { setImmediate as turnOfEventLoop } from 'node:timers/promises';
import type { Database, Transaction } from './database.ts';
import { maintainTablesSoon } from './maintenance/table-maintenance-job.ts';

/**
 * How a file import writes: one round (a chunk of lines, or opening or finishing the file) at a time, each handed a
 * transaction.
 */
export interface ImportRounds {
  <T>(round: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Whether the rounds are one transaction, so a refusal midway undoes them (else the file is checked first). */
  readonly together: boolean;
  /**
   * Whether the event loop turns between rounds and while the file is read, so other requests are read and
   * answered meanwhile: not inside a caller's transaction, which on PGlite holds them all anyway (and turning there
   * cost a 100,000-line report 4 to 7 s of 14).
   */
  readonly turns: boolean;
}

/** Every round in the caller's transaction: the import is all or nothing with the rest of the caller's work. */
export function roundsIn(tx: Transaction): ImportRounds {
  return Object.assign(<T>(work: (tx: Transaction) => Promise<T>) => work(tx), { together: true, turns: false });
}

/** Rounds that let the event loop turn before each. */
function turning(transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>, together: boolean) {
  const round = async <T>(work: (tx: Transaction) => Promise<T>) => {
    await turnOfEventLoop();
    return transaction(work);
  };
  return Object.assign(round, { together, turns: true });
}

const importsOf = new WeakMap<Database, Promise<unknown>>();

/**
 * An import of more rounds than this brings the table maintenance forward: opening, one round of lines (500 statement
 * lines, 1,000 report lines), the kept file's rest and finishing are 4.
 */
const largeImportRounds = 4;

/**
 * Runs an import of a whole file: `work` reads and checks the file, then writes it in rounds. On PostgreSQL every
 * round is in one transaction (readers do not wait for it: they read what was committed before; a second import of
 * the same file waits on its unique hash). On PGlite, whose one connection serves a transaction and nothing else
 * until it ends, each round commits in a transaction of its own, so reads and writes of other requests run between
 * rounds: the import of a 10 MB file in one transaction held every other request for seconds (issue 36; writing its
 * 50,000 lines and their indexes is 8 s of the database's time, in one statement as in many). An import on PGlite is
 * therefore made so that stopping between two rounds leaves nothing wrong, only less: the file is read whole and
 * refused before its first round, each round writes its lines with the money they move, each line once by a key of
 * its own, and the file is marked imported in the last round; the same file again finishes what is missing. Imports
 * on PGlite run one after the other (the database writes one at a time anyway): so a second import of a file finds
 * the first's file, and only one file is read into memory at a time, the others waiting on disk. A large one brings
 * the table maintenance forward (`maintenance/`: PGlite runs no autovacuum), so its lines are analyzed and vacuumed
 * within seconds rather than at the next 5 minutes.
 */
export function inImportRounds<T>(database: Database, work: (rounds: ImportRounds) => Promise<T>): Promise<T> {
  if (database.driver === 'postgres') {
    return database.transaction((tx) => work(turning((round) => round(tx), true)));
  }
  let rounds = 0;
  const ownRounds = turning((round) => {
    rounds += 1;
    return database.transaction(round);
  }, false);
  const mine = (importsOf.get(database) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const imported = await work(ownRounds);
      // A large import changed its tables past autovacuum's thresholds, which PGlite does not run by itself.
      if (rounds > largeImportRounds) await database.transaction(maintainTablesSoon);
      return imported;
    });
  importsOf.set(database, mine);
  return mine;
}
