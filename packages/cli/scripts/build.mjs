// Builds the ops binary's JavaScript: src/main.ts and everything it imports (core, locales, commander, ink, react…)
// bundled by esbuild into dist/, its JSX compiled, one chunk per dynamically imported part, so a run loads only
// what its command needs (`ops --help` loads neither ink nor React). The locales' generated files are made first
// when a fresh clone has none. `--quiet` prints nothing unless the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = join(cli, '..', '..', 'locales');
const quiet = process.argv.includes('--quiet');

if (!existsSync(join(locales, 'src', 'i18n-util.ts'))) {
  const generated = spawnSync('pnpm', ['--filter', '@ops/locales', 'generate'], {
    stdio: quiet ? 'ignore' : 'inherit',
  });
  if (generated.status !== 0) throw new Error('pnpm --filter @ops/locales generate failed');
}

const outdir = join(cli, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: cli,
  entryPoints: ['src/main.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // ink's optional devtools bridge is only loaded with DEV=true; it is not a dependency.
  external: ['react-devtools-core'],
  // CommonJS dependencies (react) require Node's built-ins, which an ES module bundle has no `require` for.
  banner: {
    js: "import { createRequire as __opsRequire } from 'node:module'; const require = __opsRequire(import.meta.url);",
  },
});
if (!quiet) console.log(`@ops/cli: dist/ built in ${Math.round(performance.now() - started)} ms`);
