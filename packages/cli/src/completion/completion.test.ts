import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliContext } from '../cli-context.ts';
import { translationsFor } from '../cli-locale.ts';
import { buildProgram, runCli } from '../program.ts';
import { commandTreeOf } from './command-tree.ts';

let folder: string;
const env = () => ({ XDG_CONFIG_HOME: folder, OPS_LANG: 'en' });

/** A stream that keeps what is written to it. */
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

async function ops(...args: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await runCli(args, {
    env: env(),
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: new PassThrough(),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const tree = async () =>
  commandTreeOf(await buildProgram(createCliContext({ env: env() } as never, 'en', translationsFor('en'))));

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ops-completion-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the completion scripts', () => {
  it('name every command, subcommand and option of the program, in bash and zsh', async () => {
    const nodes = await tree();
    const paths = nodes.map((node) => node.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '',
        'payouts',
        'payout-requests process',
        'transactions list',
        'merchants show',
        'completion',
      ]),
    );
    const bash = (await ops('completion', 'bash')).stdout;
    const zsh = (await ops('completion', 'zsh')).stdout;
    for (const node of nodes) {
      expect(bash).toContain(`'${node.path}')`);
      expect(zsh).toContain(`('${node.path}')`);
      for (const { word } of [...node.commands, ...node.options]) {
        expect(bash).toContain(word);
        expect(zsh).toContain(`'${word}:`);
      }
    }
    expect(zsh).toContain("'process:process waiting payout requests in bulk");
    expect(zsh).toMatch(/fields=\([^)]*'confirmedBalance' 'confirmedBalanceCurrency'/);
    // Builds the whole program three times: seconds on a busy machine.
  }, 20_000);

  it('refuses a shell it has no script for', async () => {
    const run = await ops('completion', 'fish');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('No completion for fish: choose bash or zsh\n');
  });
});

describe('completing in a real bash', () => {
  /** What bash offers for the line typed so far (the cursor after its last word), after `prelude` ran. */
  function offered(line: string, prelude = ''): string[] {
    const script = join(folder, 'ops.bash');
    const words = line.split(' ');
    const result = spawnSync(
      'bash',
      [
        '-c',
        [
          `source ${JSON.stringify(script)}`,
          prelude,
          `COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')})`,
          `COMP_CWORD=${words.length - 1}`,
          '_ops_completion',
          `printf '%s\\n' "\${COMPREPLY[@]}"`,
        ].join('\n'),
      ],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    return result.stdout.split('\n').filter(Boolean);
  }

  beforeAll(async () => {
    writeFileSync(join(folder, 'ops.bash'), (await ops('completion', 'bash')).stdout);
  });

  it('offers the commands that start with what is typed', () => {
    const pay = offered('ops pay');
    expect(pay).toEqual(expect.arrayContaining(['payouts', 'payout-requests']));
    expect(pay.every((word) => word.startsWith('pay'))).toBe(true);
    expect(offered('ops payout-requests pro')).toEqual(['process']);
    expect(offered('ops balance-tr')).toEqual(['balance-transfers']);
  });

  it('offers a command’s options after a dash, past options and their values already typed', () => {
    expect(offered('ops transactions list --st')).toEqual(['--status']);
    expect(offered('ops --api http://localhost:8080 sellers list --merchant M-1 --hide')).toEqual([
      '--hide-no-balance',
    ]);
    expect(offered('ops sellers sh')).toEqual(['show']);
  });

  it('offers a list’s fields after --json, one after another past a comma', () => {
    expect(offered('ops sellers list --json confirmed')).toEqual(['confirmedBalance', 'confirmedBalanceCurrency']);
    expect(offered('ops sellers list --merchant M-1 --jsonl code,kyc')).toEqual(['code,kycStatus']);
    expect(offered('ops payout-requests list --json cu')).toEqual(['currency']);
  });

  it('offers the stored profiles’ names after --profile and to ops profiles use|remove, as ops lists them then', () => {
    // `ops profiles list --names` as the binary answers it (tests/cli/profiles.test.ts runs the real one).
    const names = `ops() { [[ "$*" == 'profiles list --names' ]] && printf 'default\\nlive\\nlocal\\n'; }`;
    expect(offered('ops sellers list --profile l', names)).toEqual(['live', 'local']);
    expect(offered('ops profiles use ', names)).toEqual(['default', 'live', 'local']);
    expect(offered('ops profiles remove li', names)).toEqual(['live']);
    expect(offered('ops profiles remove --y', names)).toEqual(['--yes']);
  });

  it('registers itself for the ops command', () => {
    const result = spawnSync('bash', ['-c', `source ${JSON.stringify(join(folder, 'ops.bash'))}; complete -p ops`], {
      encoding: 'utf8',
    });
    expect(result.stdout).toContain('-F _ops_completion ops');
  });
});
