import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the ops binary once before the CLI's end-to-end tests, so they run what a user runs. */
export default function buildCli(): void {
  const script = fileURLToPath(new URL('../../packages/cli/scripts/build.mjs', import.meta.url));
  const build = spawnSync(process.execPath, [script, '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the ops build failed (packages/cli/scripts/build.mjs)');
}
