#!/usr/bin/env -S node --min-semi-space-size=64
// The ops binary: runs the built JavaScript in dist/ (`pnpm --filter @ops/cli build`, which `npm test`,
// `npm run ops` and `pnpm ops` run first), so it starts without compiling TypeScript and works from any folder.
// The node flag starts V8's young generation at its full size (64 MB semi-spaces, V8's maximum on 64-bit): a
// streamed list's pages (about 1 MB of JSON and its validated copy each) then die young, instead of V8 growing the
// young generation mid-export and promoting page data to the old generation until its first full collection.
import module from 'node:module';

// V8 keeps the compiled code of dist/ on disk (Node 22.1+), so a run after the first skips compiling it.
module.enableCompileCache?.();
try {
  await import('../dist/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/main.js')) throw error;
  process.stderr.write('ops is not built: run pnpm --filter @ops/cli build\n');
  process.exitCode = 1;
}
