import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankStatementFiles, bankStatementLines } from '../../../db/schema/index.ts';
import { createLogger } from '../../../http/logger.ts';
import { startTestPlatform, type TestPlatform } from '../../../testing/test-platform.ts';
import { type BankInbox, createBankInbox } from './bank-inbox.ts';

let platform: TestPlatform;
let folder: string;
const logger = createLogger('silent');

const sample = (name: string) => readFile(new URL(`../camt053/testing/samples/${name}`, import.meta.url), 'utf8');
const inbox = (): BankInbox => createBankInbox({ folder, database: platform.database, logger, pollMs: 20 });
const listed = async (sub = '') =>
  (await readdir(join(folder, sub), { withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();

async function stored() {
  const { db } = platform.database;
  const [files] = await db.select({ value: count() }).from(bankStatementFiles);
  const [lines] = await db.select({ value: count() }).from(bankStatementLines);
  return { files: files?.value ?? 0, lines: lines?.value ?? 0 };
}

beforeAll(async () => {
  platform = await startTestPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'bank-inbox-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('OPS_BANK_INBOX: the watched folder for bank statements', () => {
  it('imports a dropped statement once it stops growing, and moves it to processed/', async () => {
    const watcher = inbox();
    const before = await stored();
    await writeFile(join(folder, 'monday.xml'), await sample('statement-001.02.xml'));
    await writeFile(join(folder, 'notes.txt'), 'not a statement');
    // The first poll sees the file; only the second, finding it unchanged, takes it.
    expect(await watcher.scanOnce()).toEqual([]);
    const [outcome] = await watcher.scanOnce();
    expect(outcome).toMatchObject({ file: 'monday.xml', result: 'imported' });
    const after = await stored();
    expect(after.files).toBe(before.files + 1);
    expect(after.lines).toBeGreaterThan(before.lines);
    expect(await listed()).toEqual(['notes.txt']);
    expect(await listed('processed')).toEqual(['monday.xml']);
    expect(await listed('claimed')).toEqual([]);
    const [file] = await platform.database.db.select().from(bankStatementFiles).orderBy(bankStatementFiles.importedAt);
    expect(file?.importedBy).toBe('bank-inbox@ops.system');

    // The same file dropped again adds nothing, and is moved aside under a name of its own.
    await writeFile(join(folder, 'monday.xml'), await sample('statement-001.02.xml'));
    await watcher.scanOnce();
    expect(await watcher.scanOnce()).toMatchObject([{ file: 'monday.xml', result: 'alreadyImported' }]);
    expect(await stored()).toEqual(after);
    expect(await listed('processed')).toHaveLength(2);
  });

  it('waits while a file is still being written', async () => {
    const watcher = inbox();
    const content = await sample('statement-001.08-prefixed.xml');
    await writeFile(join(folder, 'growing.xml'), content.slice(0, 200));
    await watcher.scanOnce();
    await writeFile(join(folder, 'growing.xml'), content);
    expect(await watcher.scanOnce()).toEqual([]);
    expect(await watcher.scanOnce()).toMatchObject([{ file: 'growing.xml', result: 'imported' }]);
  });

  it('moves a bad file to failed/ with its reason and writes nothing', async () => {
    const watcher = inbox();
    const before = await stored();
    const broken = (await sample('statement-001.02.xml')).replace(
      /<Amt Ccy="EUR">125.50<\/Amt>/,
      '<Amt Ccy="EUR">abc</Amt>',
    );
    await writeFile(join(folder, 'broken.xml'), broken);
    await watcher.scanOnce();
    const [outcome] = await watcher.scanOnce();
    expect(outcome).toMatchObject({ file: 'broken.xml', result: 'failed' });
    expect(await stored()).toEqual(before);
    expect(await listed('failed')).toEqual(['broken.xml', 'broken.xml.error.txt']);
    const reason = await readFile(join(folder, 'failed', 'broken.xml.error.txt'), 'utf8');
    expect(reason.trim()).toBe(outcome?.result === 'failed' ? outcome.reason : '');
    expect(reason.trim().split('\n')).toHaveLength(1);
    expect(reason).toMatch(/abc/);
  });

  it('two watchers on one folder import a file once', async () => {
    const [one, two] = [inbox(), inbox()];
    const before = await stored();
    const content = (await sample('statement-001.02.xml')).replaceAll('</MsgId>', '-TWO</MsgId>');
    await writeFile(join(folder, 'shared.xml'), content);
    await Promise.all([one.scanOnce(), two.scanOnce()]);
    const outcomes = (await Promise.all([one.scanOnce(), two.scanOnce()])).flat();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ file: 'shared.xml', result: 'imported' });
    expect((await stored()).files).toBe(before.files + 1);
    expect(await listed('processed')).toEqual(['shared.xml']);
  });

  it('polls by itself once started, and stops', async () => {
    const watcher = inbox();
    watcher.start();
    const content = (await sample('statement-001.02.xml')).replaceAll('</MsgId>', '-POLLED</MsgId>');
    await writeFile(join(folder, 'polled.xml'), content);
    await expect.poll(() => listed('processed'), { timeout: 5_000 }).toEqual(['polled.xml']);
    await watcher.stop();
    await writeFile(join(folder, 'later.xml'), content);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listed()).toEqual(['later.xml']);
  });
});
