import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// PostgreSQL only (npm run test:postgres): PGlite runs one transaction at a time and cannot deadlock.
let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.database.transaction((tx) =>
    tx.execute(sql`insert into seed_runs (step, size) values ('row-a', 'small'), ('row-b', 'small')`),
  );
});
afterAll(async () => {
  await opened?.close();
});

/** Resolves once both sides have arrived. */
function barrier() {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === 2) open();
    return opened;
  };
}

describe('a transaction that loses a deadlock', () => {
  it('runs again, so both transactions commit and neither caller sees the deadlock', async () => {
    const bothHoldOneRow = barrier();
    let tries = 0;
    const lockBoth = (first: string, second: string) =>
      opened.database.transaction(async (tx) => {
        tries += 1;
        await tx.execute(sql`update seed_runs set completed_at = now() where step = ${first}`);
        if (tries <= 2) await bothHoldOneRow();
        await tx.execute(sql`update seed_runs set completed_at = now() where step = ${second}`);
        return `${first} then ${second}`;
      });

    const outcomes = await Promise.all([lockBoth('row-a', 'row-b'), lockBoth('row-b', 'row-a')]);
    expect(outcomes).toEqual(['row-a then row-b', 'row-b then row-a']);
    expect(tries).toBe(3); // the deadlock's victim ran once more
  }, 30_000);
});
