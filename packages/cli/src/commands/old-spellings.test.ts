import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliContext } from '../cli-context.ts';
import { translationsFor } from '../cli-locale.ts';
import { commandTreeOf } from '../completion/command-tree.ts';
import { buildProgram, runCli } from '../program.ts';
import { renamedCommandOf } from './old-spellings.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ops-old-spellings-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function sink() {
  const chunks: string[] = [];
  const stream = Object.assign(new PassThrough(), {
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
  });
  return { stream, text: () => chunks.join('') };
}

async function ops(args: string[], lang = 'en') {
  const stdout = sink();
  const stderr = sink();
  const code = await runCli(args, {
    env: { XDG_CONFIG_HOME: folder, OPS_LANG: lang },
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: new PassThrough(),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const oldSpellings = [
  ['seller', 'create'],
  ['seller', 'delete'],
  ['transfers', 'list'],
  ['transfers', 'show'],
  ['balance-transfer', 'create'],
  ['payout-request', 'create'],
  ['transaction', 'refund'],
  ['division', 'create'],
  ['merchant', 'create'],
  ['ubo', 'add'],
  ['external-account', 'select'],
  ['iban', 'check'],
  ['document', 'upload'],
  ['payouts', 'process'],
  ['payouts', 'delete-request'],
  ['payouts', 'return-request'],
  ['payouts', 'regenerate-returned'],
  ['payouts', 'approve-batch'],
  ['payouts', 'instruct-batch'],
  ['payouts', 'cancel-batch'],
  ['payouts', 'cancel-batch-item'],
];

describe('the old spellings of commands', () => {
  it('answer with the new spelling on standard error, one line, and run nothing', async () => {
    const seller = await ops(['seller', 'create', '--name', 'Acme', '--yes']);
    expect(seller).toEqual({ code: 2, stdout: '', stderr: 'ops seller create is now ops sellers create\n' });
    const transfers = await ops(['--api', 'http://localhost:1', 'transfers', 'list', '--json']);
    expect(transfers.stderr).toBe('ops transfers list is now ops balance-transfers list\n');
    expect(transfers.code).toBe(2);
    const batch = await ops(['payouts', 'approve-batch', '--payout-code', 'PO-1', '--yes']);
    expect(batch.stderr).toBe('ops payouts approve-batch is now ops payouts approve\n');
    const dutch = await ops(['balance-transfer', 'create'], 'nl');
    expect(dutch.stderr).toBe('ops balance-transfer create heet nu ops balance-transfers create\n');
  });

  it('each name a command that exists, which completion and --help list instead of the old one', async () => {
    const context = createCliContext({ env: { XDG_CONFIG_HOME: folder } } as never, 'en', translationsFor('en'));
    const paths = new Set(commandTreeOf(await buildProgram(context)).map((node) => node.path));
    for (const words of oldSpellings) {
      const renamed = renamedCommandOf(words);
      expect(renamed?.old).toBe(`ops ${words.join(' ')}`);
      expect(paths).toContain(renamed?.current.replace(/^ops /, ''));
      expect(paths).not.toContain(words.join(' '));
    }
    expect(renamedCommandOf(['sellers', 'create'])).toBeUndefined();
    expect(renamedCommandOf(['payouts', 'list'])).toBeUndefined();
    expect(renamedCommandOf(['--api', 'http://localhost:1', 'sellers', 'list'])).toBeUndefined();
  });
});
