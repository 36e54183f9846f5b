import type { Database, Queryable } from '../../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../test-database.ts';

/**
 * Where a fault strikes a database step: `before` it reaches the database (nothing written), or `after` it was done
 * and committed, its answer lost on the way back (the caller cannot tell the two apart).
 */
export type FaultTiming = 'none' | 'before' | 'after';

/** Thrown by a step a fault struck: a lost connection (SQLSTATE 08006), as the code above sees a cut one. */
export class SimulatedFault extends Error {
  override name = 'SimulatedFault';
  readonly code = '08006';
}

export interface FaultPlan {
  /** Asked once a step (`execute` outside a transaction, or a whole transaction): when, if at all, it fails. */
  strike(step: 'statement' | 'transaction'): FaultTiming;
  /** Told what a step struck `after` did, which its caller never learns: the simulation's ground truth. */
  lost(step: 'statement' | 'transaction', result: unknown): void;
}

/**
 * The database as the real code sees it, with faults at every step: a statement run outside a transaction
 * (`db.execute`: the job runner's claim and ends, the webhook tries' outcomes) and a whole transaction each fail
 * before or after they are done, as the plan says. Reads other than `execute` pass through untouched.
 */
export function faultyDatabase(database: Database, plan: FaultPlan): Database {
  const strike = async <T>(step: 'statement' | 'transaction', work: () => Promise<T>): Promise<T> => {
    const timing = plan.strike(step);
    if (timing === 'before') throw new SimulatedFault(`${step} failed before it reached the database`);
    const result = await work();
    if (timing === 'after') {
      plan.lost(step, result);
      throw new SimulatedFault(`${step} done, its answer lost`);
    }
    return result;
  };
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute' || typeof value !== 'function') return value;
      return (query: unknown) => strike('statement', () => value.call(target, query));
    },
  }) as Queryable;
  return {
    driver: database.driver,
    get db() {
      // The real getter refuses a reader inside a transaction; asked first, it still does.
      void database.db;
      return db;
    },
    transaction: (work) => strike('transaction', () => database.transaction(work)),
    listen: database.listen,
    close: database.close,
  };
}

/** A test database behind faults, the database beneath them, and the plan's `strike` a run sets (none until then). */
export interface FaultyTestDatabase {
  testDatabase: TestDatabase;
  /** The database beneath the faults: what a run's checks read. */
  truth: Database;
  faults: { strike: FaultPlan['strike'] };
}

export async function openFaultyTestDatabase(): Promise<FaultyTestDatabase> {
  const opened = await openTestDatabase();
  const faults: FaultyTestDatabase['faults'] = { strike: () => 'none' };
  const database = faultyDatabase(opened.database, { strike: (step) => faults.strike(step), lost: () => undefined });
  return { testDatabase: { ...opened, database }, truth: opened.database, faults };
}
