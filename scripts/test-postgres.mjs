#!/usr/bin/env node
// Runs the platform's integration suite against a real PostgreSQL server instead of PGlite. Every test
// platform creates a database of its own there (ops_test_<run>_<random>, a copy of the migrated template), and the
// run drops them all at its end, so runs never share state. The events feed's files run last, alone
// (platform-quiet, vitest.config.ts). DATABASE_URL names the server; extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const server = new URL(databaseUrl);
const where = `${server.hostname}:${server.port || 5432}`;

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
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

if (!(await answers(server.hostname, Number(server.port || 5432)))) {
  console.error(`test-postgres: no PostgreSQL server answers at ${where}; start one or set DATABASE_URL`);
  process.exit(1);
}
console.log(`test-postgres: the platform suite against PostgreSQL at ${where}`);
const vitest = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
const result = spawnSync(
  vitest,
  ['run', '--project', 'platform', '--project', 'platform-quiet', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  },
);
if (result.error) console.error(`test-postgres: could not run vitest: ${result.error.message}`);
process.exit(result.status ?? 1);
