import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// PostgreSQL only (npm run test:postgres): a query that fails after some of its rows came. Unpatched, postgres.js kept
// its count of the rows read, and the next query on the connection (or on its replacement, after a cut) answered its
// rows after as many holes: the chaos test's 500 ("Iterator value undefined is not an entry object" in a batched
// lookup, issue 36), and `const [row] = …` reading a hole as no row; after a cut, the replacement's first query also
// failed with the cut's FATAL error. patches/postgres@3.4.9.patch clears that state with the query it belonged to.
const serverUrl = process.env.DATABASE_URL ?? '';
let client: postgres.Sql;
let cutter: postgres.Sql;
beforeAll(() => {
  client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  cutter = postgres(serverUrl, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await Promise.all([client?.end(), cutter?.end()]);
});

/** Each row as it came, a hole as `'hole'`: what a caller would read. */
const asRead = (rows: readonly { n: number }[]) => Array.from({ length: rows.length }, (_, i) => rows[i]?.n ?? 'hole');

describe('the rows of a query after one that failed midway', () => {
  it("are the query's own, without holes, when the failure was an error on a row", async () => {
    // Three rows come, the fourth divides by zero; the next query is sent behind it on the one connection.
    const failing = client`select i as n, 1 / (4 - i) as quotient from generate_series(1, 10) i`.catch(
      (error: Error) => error.message,
    );
    const next = client<{ n: number }[]>`select x as n from generate_series(1, 5) x`;
    expect(await failing).toBe('division by zero');
    expect(asRead(await next)).toEqual([1, 2, 3, 4, 5]);
  });

  it("are the query's own when the connection was cut midway, on the connection that replaces it", async () => {
    // Rows of 20 kB are sent as they are made; the third sleeps until the cut.
    const pid = Number((await client<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]?.pid);
    const cut = client`select i as n, repeat('x', 20000) as filler, case when i = 3 then pg_sleep(10) end as pause
      from generate_series(1, 5) i`.catch((error: Error & { code?: string }) => error.code);
    await sleep(500);
    await cutter`select pg_terminate_backend(${pid})`;
    // The server's notice of the cut, or the closed socket, whichever the driver read first.
    expect(['57P01', 'CONNECTION_CLOSED']).toContain(await cut);
    // Unpatched, the first failed with the cut's error, and the second had the cut query's two rows as holes.
    for (const _ of ['first', 'second']) {
      expect(asRead(await client<{ n: number }[]>`select x as n from generate_series(1, 3) x`)).toEqual([1, 2, 3]);
    }
  });
});
