// A production build of the web app in a folder of its own, for the benchmarks that load it in Chromium: it never
// depends on (or disturbs) packages/web/dist.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../packages/web/', import.meta.url));

export interface WebBuild {
  dir: string;
  remove(): void;
}

/** Builds the app into a new temporary folder; `name` names the folder. */
export function buildWebApp(name: string): WebBuild {
  const dir = mkdtempSync(join(tmpdir(), `ops-${name}-`));
  const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', dir, '--emptyOutDir'], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
