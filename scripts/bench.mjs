// Runs every tests/bench/*.bench.ts in its own process (tsx) and prints their figures with budgets.
// A benchmark whose figure is over budget exits non-zero, and so does this run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const benchDir = new URL('../tests/bench/', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();

console.log(`Ops Console benchmarks on ${cpus().length} cores, Node ${process.version}`);
const failed = [];
for (const name of files) {
  const result = spawnSync('tsx', [join(benchDir, name)], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nover budget or failed: ${failed.join(', ')}`);
  process.exit(1);
}
