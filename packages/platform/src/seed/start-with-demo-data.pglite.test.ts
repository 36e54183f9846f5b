import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.ts';
import { accountHolders, merchants } from '../db/schema/index.ts';
import { startPlatformProcess } from '../testing/platform-process.ts';

const dataRoot = mkdtempSync(join(tmpdir(), 'ops-start-'));
const dataDir = join(dataRoot, 'data');

/** A new PGlite data folder, migrations and the small seed in a child process: seconds, more on a busy machine. */
const startTimeoutMs = 120_000;

afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

/** Runs `npm start`'s platform process on the test's data folder until it has printed its start text. */
async function startOutput(seed: string | undefined): Promise<string> {
  const platform = await startPlatformProcess({
    PORT: '0',
    OPS_DATA_DIR: dataDir,
    ...(seed === undefined ? {} : { OPS_SEED: seed }),
  });
  await platform.stop();
  return platform.output();
}

describe('npm start on an empty data folder', () => {
  it(
    'seeds nothing with OPS_SEED=none',
    async () => {
      const output = await startOutput('none');
      expect(output).toContain('No demo data (OPS_SEED=none)');
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const [row] = await database.db.select({ value: count() }).from(merchants);
        expect(row?.value).toBe(0);
      } finally {
        await database.close();
      }
    },
    startTimeoutMs,
  );

  it(
    'seeds the small dataset by default and prints the URL, what it seeded and the demo accounts',
    async () => {
      const output = await startOutput(undefined);
      expect(output).toContain('Ops Console is running: open http://localhost:0/');
      expect(output).toMatch(/Seeded small demo data: 5 merchants, 8 divisions, 200 sellers in [\d.]+ s/);
      expect(output).toContain('ops@sandbox.test');
    },
    startTimeoutMs,
  );

  it(
    'finds the demo data there on the next start and duplicates nothing',
    async () => {
      const output = await startOutput(undefined);
      expect(output).toContain('Demo data already there (small demo data: 5 merchants, 8 divisions, 200 sellers)');
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const [row] = await database.db.select({ value: count() }).from(accountHolders);
        expect(row?.value).toBe(200);
      } finally {
        await database.close();
      }
    },
    startTimeoutMs,
  );
});
