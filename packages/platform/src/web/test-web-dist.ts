import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The app's script in the test build, with brotli and gzip copies as the web build makes them. */
export const testAppScript = `console.log(${JSON.stringify('app '.repeat(500))})`;

/** A small built web app in a temporary folder, for tests of how the platform serves it. */
export function createTestWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'ops-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Ops Console</title><div id="root"></div>');
  const script = join(dir, 'assets', 'index-abc123.js');
  writeFileSync(script, testAppScript);
  writeFileSync(`${script}.br`, brotliCompressSync(testAppScript));
  writeFileSync(`${script}.gz`, gzipSync(testAppScript));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
