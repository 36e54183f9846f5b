import { connect } from 'node:net';

/** The PostgreSQL server of this machine and CI's (trust auth), unless DATABASE_URL names another. */
export const defaultPostgresUrl = 'postgres://root@127.0.0.1:5432/test';

/** Whether a server listens at the URL's host and port (2 s at most): PostgreSQL figures are left out otherwise. */
export function postgresServerAnswers(url: string): Promise<boolean> {
  const server = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: server.hostname, port: Number(server.port || 5432), timeout: 2_000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs `measure` on PGlite, then on the PostgreSQL server (DATABASE_URL, or this machine's) when one answers,
 * and gives both runs' figures; each run starts its own platform, which reads DATABASE_URL.
 */
export async function onBothDatabases<Figure>(
  measure: (driver: 'pglite' | 'postgres') => Promise<Figure[]>,
): Promise<Figure[]> {
  const postgresUrl = process.env.DATABASE_URL ?? defaultPostgresUrl;
  delete process.env.DATABASE_URL;
  const figures = await measure('pglite');
  if (await postgresServerAnswers(postgresUrl)) {
    process.env.DATABASE_URL = postgresUrl;
    figures.push(...(await measure('postgres')));
  } else {
    console.log(`\n(no PostgreSQL server answers at ${new URL(postgresUrl).host}: PostgreSQL figures left out)`);
  }
  return figures;
}

/** `onBothDatabases` with a test kit of its own started for each run (`start`, after DATABASE_URL is set), closed after. */
export function withKitOnBothDatabases<Kit extends { close(): Promise<unknown> }, Figure>(
  start: () => Promise<Kit>,
  measure: (kit: Kit, driver: 'pglite' | 'postgres') => Promise<Figure[]>,
): Promise<Figure[]> {
  return onBothDatabases(async (driver) => {
    const kit = await start();
    try {
      return await measure(kit, driver);
    } finally {
      await kit.close();
    }
  });
}

/** Points DATABASE_URL at the PostgreSQL server a benchmark needs, or says what is left out and exits 0. */
export async function usePostgresOrExit(leftOut: string): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL ?? defaultPostgresUrl;
  if (!(await postgresServerAnswers(postgresUrl))) {
    console.log(`\n(no PostgreSQL server answers at ${new URL(postgresUrl).host}: ${leftOut} is left out)`);
    process.exit(0);
  }
  process.env.DATABASE_URL = postgresUrl;
}
