import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectGarbageThroughInspector } from './inspector-garbage-collection.ts';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The arguments `npm start` hands node (the package's `start` script, `node <arguments>`): its V8 flags too, so a
 * test or benchmark measures the process as it runs (the heap's limits of issue 36: packages/platform/CONTEXT.md).
 */
function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...nodeArguments] = scripts.start.split(' ');
  if (command !== 'node') throw new Error(`the platform's start script runs ${command}, not node`);
  return nodeArguments;
}

export interface PlatformProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** A full garbage collection in the process; only when it was started with `{ inspector: true }`. */
  collectGarbage(): Promise<void>;
}

export interface PlatformProcessOptions {
  /**
   * Opens the V8 inspector on a free loopback port, so `collectGarbage` can reach it (the soak's memory
   * measure). Nothing attaches to it otherwise.
   */
  inspector?: boolean;
  /** A command the process runs under, e.g. `['unshare', '--pid', '--fork']` for a PID namespace of its own. */
  wrapper?: readonly string[];
  /** Its OPS_LOG_LEVEL; `silent` unless given (a suite that wants to show what went wrong asks for `error`). */
  logLevel?: string;
}

/**
 * Runs `npm start`'s platform process (`src/main.ts`) with the given environment on top of a clean one (no
 * DATABASE_URL, OIDC_ISSUER, OPS_PUBLIC_URL or OPS_SEED of the caller's), and resolves once it has printed its
 * start text.
 */
export async function startPlatformProcess(
  env: Record<string, string>,
  options: PlatformProcessOptions = {},
): Promise<PlatformProcess> {
  const base: NodeJS.ProcessEnv = { ...process.env, OPS_LOG_LEVEL: options.logLevel ?? 'silent' };
  for (const name of ['DATABASE_URL', 'OIDC_ISSUER', 'OPS_PUBLIC_URL', 'OPS_SEED']) delete base[name];
  const inspect = options.inspector ? ['--inspect=127.0.0.1:0'] : [];
  const [command = process.execPath, ...wrapperArguments] = [...(options.wrapper ?? []), process.execPath];
  const nodeArguments = [...inspect, ...startArguments()];
  const child = spawn(command, options.wrapper ? [...wrapperArguments, ...nodeArguments] : nodeArguments, {
    cwd: packageRoot,
    env: { ...base, ...env },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Ops Console is running')) resolve();
    });
    void exited.then((code) => reject(new Error(`the platform exited (${code}) before it started:\n${output}`)));
  });
  // Node prints the inspector's address on standard error before it runs the program.
  const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  return {
    child,
    output: () => output,
    exited,
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
    async collectGarbage() {
      if (!inspectorUrl) throw new Error('the platform process was started without { inspector: true }');
      await collectGarbageThroughInspector(inspectorUrl);
    },
  };
}
