import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

const parent = mkdtempSync(join(tmpdir(), 'ops-lock-'));
const dataDir = join(parent, 'data');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

// A second process on a held folder is refused: src/main.test.ts starts two.
describe('a PGlite data folder', () => {
  it('is taken over from a process that died holding it, and let go when closed', async () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${dataDir}.lock`, String(finished.pid));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
