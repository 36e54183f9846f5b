// Builds the ops binary's JavaScript: src/main.ts and everything it imports (core, locales, commander, ink, react…)
// bundled by esbuild into dist/, its JSX compiled, one chunk per dynamically imported part, so a run loads only
// what its command needs (`ops --help` loads neither ink nor React). The locales' generated files are made first
// when a fresh clone has none. `--quiet` prints nothing unless the build fails; `--if-stale` builds only when a
// source file (the cli's, core's or the locales') is newer than the last build, as `pnpm ops` asks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = join(cli, '..', '..', 'locales');
const quiet = process.argv.includes('--quiet');
const outdir = join(cli, 'dist');

/** The newest modification time of the files under these folders. */
function newestIn(folders) {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const built = join(outdir, 'main.js');
if (process.argv.includes('--if-stale') && existsSync(built)) {
  const sources = [join(cli, 'src'), join(cli, '..', 'core', 'src'), join(locales, 'src'), join(cli, 'scripts')];
  if (newestIn(sources) <= statSync(built).mtimeMs) process.exit(0);
}

if (!existsSync(join(locales, 'src', 'i18n-util.ts'))) {
  const generated = spawnSync('pnpm', ['--filter', '@ops/locales', 'generate'], {
    stdio: quiet ? 'ignore' : 'inherit',
  });
  if (generated.status !== 0) throw new Error('pnpm --filter @ops/locales generate failed');
}

// Built aside (in the git-ignored node_modules) and swapped in whole, so a run that starts meanwhile finds the old build or the new one.
const next = join(cli, 'node_modules', `.dist-${process.pid}`);
const started = performance.now();
await build({
  absWorkingDir: cli,
  entryPoints: ['src/main.ts'],
  outdir: next,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // ink's optional devtools bridge is only loaded with DEV=true; it is not a dependency. jq-web (`--jq`) stays in
  // node_modules, where its jq.js finds its jq.wasm beside it.
  external: ['react-devtools-core', 'jq-web'],
  // CommonJS dependencies (react) require Node's built-ins, which an ES module bundle has no `require` for.
  banner: {
    js: "import { createRequire as __opsRequire } from 'node:module'; const require = __opsRequire(import.meta.url);",
  },
});
rmSync(outdir, { recursive: true, force: true });
renameSync(next, outdir);
if (!quiet) console.log(`@ops/cli: dist/ built in ${Math.round(performance.now() - started)} ms`);
