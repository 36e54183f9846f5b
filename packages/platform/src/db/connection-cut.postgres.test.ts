import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { Transaction } from './database.ts';

// PostgreSQL only (npm run test:postgres): a transaction whose connection the server cuts (pg_terminate_backend,
// a failover, a restart) while a statement is in flight. The driver's patch (patches/postgres@3.4.9.patch) is what
// these hold to: unpatched, the process crashed on a write to the closed socket, and work the transaction's code
// did after the cut ran on the connection's replacement, outside the transaction.
let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});

async function backendPid(tx: Transaction): Promise<number> {
  const [row] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
  return Number(row?.pid);
}

const storedSteps = async () =>
  (await selectRows<{ step: string }>(opened.database.db, sql`select step from seed_runs order by step`)).map(
    (row) => row.step,
  );

/**
 * Runs a transaction that writes a row, then sleeps in the database until its connection is cut, then (as careless
 * code would) swallows that error and writes another row. Answers how the transaction ended and whether the
 * write after the cut was taken.
 */
async function cutInTheMiddle(name: string) {
  let pid = 0;
  let afterTheCut: 'not reached' | 'taken' | 'refused' = 'not reached';
  let callbackDone: () => void = () => {};
  const callbackEnded = new Promise<void>((resolve) => {
    callbackDone = resolve;
  });
  const outcome = opened.database
    .transaction(async (tx) => {
      try {
        pid = await backendPid(tx);
        await tx.execute(sql`insert into seed_runs (step, size) values (${`${name}-before`}, 'small')`);
        await tx.execute(sql`select pg_sleep(10)`).catch(() => undefined);
        await tx.execute(sql`insert into seed_runs (step, size) values (${`${name}-after`}, 'small')`);
        afterTheCut = 'taken';
      } catch {
        afterTheCut = 'refused';
      } finally {
        callbackDone();
      }
    })
    .then(
      () => 'committed',
      (error: Error) => error.message,
    );
  while (pid === 0) await sleep(10);
  await sleep(100); // pg_sleep is in flight
  await opened.database.db.execute(sql`select pg_terminate_backend(${pid})`);
  const ended = await outcome;
  await callbackEnded;
  // Writes left over from the dead connection would land here, on the next turns of the event loop.
  await sleep(200);
  return { ended, afterTheCut };
}

describe('a transaction whose connection is cut while a statement runs', () => {
  it('fails as a closed connection, keeps none of its writes, and refuses the work its code does after the cut', async () => {
    const { ended, afterTheCut } = await cutInTheMiddle('cut-once');
    expect(ended).toMatch(/CONNECTION_CLOSED/);
    expect(afterTheCut).toBe('refused');
    expect(await storedSteps()).not.toContain('cut-once-before');
    expect(await storedSteps()).not.toContain('cut-once-after');
  });

  it('leaves the pool serving: the next transactions commit on fresh connections', async () => {
    for (const round of [1, 2, 3]) await cutInTheMiddle(`cut-${round}`);
    await opened.database.transaction((tx) =>
      tx.execute(sql`insert into seed_runs (step, size) values ('after-three-cuts', 'small')`),
    );
    expect(await storedSteps()).toEqual(['after-three-cuts']);
  });
});
