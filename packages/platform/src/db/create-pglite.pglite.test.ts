import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPglite } from './create-pglite.ts';

const walInitZero = async (options: Parameters<typeof createPglite>[0]) => {
  const pglite = await createPglite(options);
  try {
    return (await pglite.query<{ wal_init_zero: string }>('show wal_init_zero')).rows[0]?.wal_init_zero;
  } finally {
    await pglite.close();
  }
};

describe('a PGlite as the platform opens it', () => {
  it('zeroes no new WAL segment in memory, where each zeroing write copied the whole file', async () => {
    expect(await walInitZero({ dataDir: 'memory://' })).toBe('off');
    expect(await walInitZero({})).toBe('off');
  });

  it('keeps PostgreSQL zeroing them in a data folder, where it reserves the disk space', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ops-pglite-'));
    try {
      expect(await walInitZero({ dataDir: join(folder, 'data') })).toBe('on');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
