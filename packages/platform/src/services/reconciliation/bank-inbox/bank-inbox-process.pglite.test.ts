import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/free-port.ts';
import { type PlatformProcess, startPlatformProcess } from '../../../testing/platform-process.ts';

const root = mkdtempSync(join(tmpdir(), 'ops-bank-inbox-'));
const inbox = join(root, 'inbox');
let platform: PlatformProcess | undefined;

afterAll(async () => {
  if (platform && platform.child.exitCode === null) await platform.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the platform process with OPS_BANK_INBOX', () => {
  it('imports a statement dropped into the folder, and stops with it on SIGTERM (exit 0)', async () => {
    await mkdir(inbox);
    platform = await startPlatformProcess({
      PORT: String(await freePort()),
      OPS_DATA_DIR: join(root, 'data'),
      OPS_SEED: 'none',
      OPS_BANK_INBOX: inbox,
    });
    expect(platform.output()).toContain(`Importing bank statements dropped into ${inbox} (OPS_BANK_INBOX)`);
    const statement = await readFile(new URL('../camt053/testing/samples/statement-001.02.xml', import.meta.url));
    await writeFile(join(inbox, 'dropped.xml'), statement);
    await expect
      .poll(() => readdir(join(inbox, 'processed')).catch(() => []), { timeout: 20_000, interval: 250 })
      .toEqual(['dropped.xml']);
    expect(await platform.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
