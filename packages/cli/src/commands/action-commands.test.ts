import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../program.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ops-action-commands-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function ops(args: string[], lang: string) {
  let stderr = '';
  const sink = Object.assign(new PassThrough(), {
    write(chunk: string) {
      stderr += chunk;
      return true;
    },
  });
  const code = await runCli(args, {
    env: { XDG_CONFIG_HOME: folder, OPS_LANG: lang },
    stdout: new PassThrough(),
    stderr: sink,
    stdin: new PassThrough(),
  });
  return { code, stderr };
}

describe('a command of an action about a subject', () => {
  it('wants the subject named on the command line before anything else, as the palette wants it on view', async () => {
    expect(await ops(['payouts', 'approve', '--yes'], 'en')).toEqual({
      code: 2,
      stderr: '--payout-code: Required. See ops payouts approve --help\n',
    });
    expect(await ops(['sellers', 'delete', '--yes'], 'nl')).toEqual({
      code: 2,
      stderr: '--account-holder-code: Verplicht. Zie ops sellers delete --help\n',
    });
  });
});
