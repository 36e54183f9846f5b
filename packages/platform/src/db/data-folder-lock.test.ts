import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError } from './data-folder-lock.ts';
import { openDatabase } from './open-database.ts';

const parent = mkdtempSync(join(tmpdir(), 'ops-lock-'));
const dataDir = join(parent, 'data');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('a PGlite data folder', () => {
  it('is opened by one platform at a time: a second refuses with a clear reason, and may open once the first closed', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toThrow(DataFolderInUseError);
    await expect(second).rejects.toThrow(
      `the data folder ${dataDir} is in use by another platform process (pid ${process.pid}); stop it first, or set OPS_DATA_DIR to another folder`,
    );
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 60_000);

  it('is taken over from a process that died holding it', async () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${dataDir}.lock`, String(finished.pid));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
