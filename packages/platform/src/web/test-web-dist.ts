import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small built web app in a temporary folder, for tests of how the platform serves it. */
export function createTestWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'ops-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Ops Console</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
