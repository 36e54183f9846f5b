import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const binary = fileURLToPath(new URL('../../packages/cli/bin/ops.mjs', import.meta.url));
const shebang = /^#!\/usr\/bin\/env -S node(.*)/.exec(readFileSync(binary, 'utf8'))?.[1] ?? '';

/** Node's arguments for the binary as its shebang runs it (its V8 flags, then the script), for tests and benches. */
export const opsNodeArgs: readonly string[] = [...shebang.split(' ').filter(Boolean), binary];

export interface OpsRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `ops` binary in a child process, piped (not a terminal), with `env` added to this one's. */
export function startOps(args: readonly string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...opsNodeArgs, ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const run: OpsRun = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    run.stderr += chunk.toString('utf8');
  });
  const done = new Promise<OpsRun>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      run.code = code;
      resolve(run);
    });
  });
  child.stdin.end();
  return { child, run, done };
}

export const runOps = (args: readonly string[], env: Record<string, string>) => startOps(args, env).done;

/** The repository's root: a user's `pnpm ops` runs from there, not from packages/cli. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const shellQuoted = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Runs the real `ops` binary on a pseudo-terminal (util-linux `script`, no native module), from the repository
 * root, as a user at a terminal runs it; answers everything it drew and its exit code.
 */
export function runOpsOnTerminal(args: readonly string[], env: Record<string, string>, input = '') {
  const command = [process.execPath, ...opsNodeArgs, ...args].map(shellQuoted).join(' ');
  const child = spawn('script', ['--quiet', '--flush', '--return', '--command', command, '/dev/null'], {
    cwd: repositoryRoot,
    env: { ...process.env, NO_COLOR: '1', TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  if (input) child.stdin.write(input);
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/**
 * The environment of a signed-in `ops` against a test platform: its API, English, a config folder of the test's
 * own, and the ops account's CLI token.
 */
export async function signedInEnv(
  platform: { baseUrl: string; tokenFor(email: string, clientId: 'ops-cli'): Promise<string> },
  configHome: string,
): Promise<Record<string, string>> {
  return {
    OPS_API_URL: platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: configHome,
    OPS_TOKEN: await platform.tokenFor('ops@sandbox.test', 'ops-cli'),
  };
}
