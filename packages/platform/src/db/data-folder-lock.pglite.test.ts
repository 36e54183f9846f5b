import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock.ts';
import { openDatabase } from './open-database.ts';

const parent = mkdtempSync(join(tmpdir(), 'ops-lock-'));
let folders = 0;
const newDataDir = () => {
  folders += 1;
  return join(parent, `data-${folders}`);
};
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const short = { leaseMs: 1500, renewMs: 200 };
const holderScript = fileURLToPath(new URL('../testing/hold-data-folder.ts', import.meta.url));

/** Another process holding the folder's lock with a short lease, once it says so. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir, String(short.leaseMs), '200']);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before it held the lock`)));
  });
  return child;
}

/** A lease as another holder writes it: this very process's pid, a holder id that is not ours. */
const leaseOfAnotherHolder = (expiresInMs: number) => {
  const now = Date.now();
  return JSON.stringify({
    holder: 'another-holder',
    pid: process.pid,
    host: 'elsewhere',
    renewedAt: now,
    expiresAt: now + expiresInMs,
  });
};

describe('a PGlite data folder', () => {
  it('is refused while another process renews its lease, and taken over after that process is killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    try {
      await expect(lockDataFolder(dataDir, short)).rejects.toThrow(
        new RegExp(`^the data folder ${dataDir} is in use by another platform process \\(pid ${holder.pid} on `),
      );
    } finally {
      holder.kill('SIGKILL');
    }
    const startedAt = Date.now();
    const lock = await lockDataFolder(dataDir, short);
    expect(Date.now() - startedAt).toBeLessThan(short.leaseMs + 1000);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 30_000);

  it('is taken over from a holder whose lease ran out, though the lease names this very process', async () => {
    const dataDir = newDataDir();
    writeFileSync(`${dataDir}.lock`, leaseOfAnotherHolder(-1000));
    const lock = await lockDataFolder(dataDir, short);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).not.toMatchObject({ holder: 'another-holder' });
    lock.release();
  });

  it('is not mistaken for ours when a lease naming this process is renewed by another holder', async () => {
    const dataDir = newDataDir();
    writeFileSync(`${dataDir}.lock`, leaseOfAnotherHolder(short.leaseMs));
    const taking = lockDataFolder(dataDir, short);
    setTimeout(() => writeFileSync(`${dataDir}.lock`, leaseOfAnotherHolder(short.leaseMs)), 300);
    await expect(taking).rejects.toThrow(DataFolderInUseError);
    await expect(taking).rejects.toThrow(`(pid ${process.pid} on elsewhere)`);
  });

  it('is taken over after a crash of a platform that ran as PID 1, whose lock names this very pid, once it is a lease old', async () => {
    const dataDir = newDataDir();
    writeFileSync(`${dataDir}.lock`, String(process.pid)); // as the platform before leases wrote it
    const crashedAt = new Date(Date.now() - 2 * short.leaseMs);
    utimesSync(`${dataDir}.lock`, crashedAt, crashedAt);
    const lock = await lockDataFolder(dataDir, short);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('is let go when the database is closed', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
