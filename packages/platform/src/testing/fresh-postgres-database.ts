import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`, for one test platform; dropped afterwards. */
export async function createFreshPostgresDatabase(serverUrl: string): Promise<FreshPostgresDatabase> {
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (sql) => sql.unsafe(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => withServer(serverUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)),
  };
}

async function withServer(serverUrl: string, statement: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await statement(sql);
  } finally {
    await sql.end();
  }
}
