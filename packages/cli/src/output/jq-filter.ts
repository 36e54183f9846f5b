import type { DocumentFilter } from './machine-printer.ts';

/** jq-web's jq once its WebAssembly has loaded: `raw` runs jq's own main on a JSON text. */
interface Jq {
  raw(json: string, filter: string, flags?: string[]): string | undefined;
}

let loading: Promise<Jq> | undefined;

/** jq-web, imported once: its module reads jq.wasm and compiles it (V8 compiles WebAssembly off the main thread). */
function loadJq(): Promise<Jq> {
  loading ??= (import('jq-web') as Promise<{ default: Promise<Jq> }>).then((module) => module.default);
  return loading;
}

/**
 * Starts loading jq now, for a run whose command line gives `--jq`: its WebAssembly compiles while the commands'
 * modules load, and `compileJq` takes it up. A failed load is said by `compileJq`.
 */
export function startLoadingJq(): void {
  loadJq().catch(() => undefined);
}

/** A failure jq told: its exit code (3 a wrong program, 5 one that failed on its input) and what it said. */
interface JqFailure {
  exitCode?: number;
  stderr?: string;
  message?: string;
}

/** What jq said, on one line. */
export const jqMessageOf = (error: unknown) => {
  const failure = error as JqFailure;
  const said = failure.stderr ?? failure.message ?? String(error);
  return said
    .split('\n')
    .map((line) => line.replace(/^jq: (error: )?/, '').trim())
    .filter((line) => line && !/^\d+ compile errors?$/.test(line))
    .join('; ');
};

/** A jq program jq refuses to compile (jq's exit code 3), as opposed to one that fails on a document. */
export const isCompileError = (error: unknown) => (error as JqFailure).exitCode === 3;

/**
 * Compiles a jq expression with the jq that ships with ops (jq-web: jq itself built to WebAssembly, loaded only
 * when `--jq` is given; kept outside the bundle so it finds its jq.wasm beside it). The expression is tried once on
 * `null` first, so a wrong program throws here, before any call (`isCompileError`). Each result prints on a line of
 * its own, as `jq -r -c` prints it: a string as it is (as gh's `--jq`), anything else as compact JSON.
 */
export async function compileJq(expression: string): Promise<DocumentFilter> {
  const jq = await loadJq();
  // jq-web leaves jq's exit code in process.exitCode when none was set before: the run's own code is kept.
  const raw = (json: string, flags: string[]) => {
    const exitCode = process.exitCode;
    try {
      return jq.raw(json, expression, flags);
    } finally {
      process.exitCode = exitCode;
    }
  };
  try {
    raw('null', ['-c']);
  } catch (error) {
    if (isCompileError(error)) throw error;
  }
  return (document) => {
    const text = raw(JSON.stringify(document), ['-r', '-c']) ?? '';
    // jq-web leaves off the last result's line end.
    return text === '' || text.endsWith('\n') ? text : `${text}\n`;
  };
}
