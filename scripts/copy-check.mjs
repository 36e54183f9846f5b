// The copy check of `npm run lint` (and so `npm test`): jscpd lists every block of six or more lines that stands
// twice in the source outside tests, locales, seed data and migrations (`.jscpd.json`), and the check fails when
// there are more than `allowed` of them. A change that adds a copy fails it: make the shared part instead. When
// copies go, the check says to lower `allowed`, so the ceiling only comes down.
//
// Import statements are skipped (`ignorePattern` in `.jscpd.json`: from `import` at the start of a line to its `;`,
// which biome's `semicolons: always` puts at the statement's end):
// a list of what a file imports is no logic, and files of one kind (report contents, reading commands, column
// files) import the same things. Only the import statements are taken out: a copied function, object or markup
// still counts, also when it follows the same imports (tried: cli's `commands/file-import.ts` copied whole into a new
// file, its names changed, fails the check with its two function bodies, lines 11-19 and 26-40, not its imports).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Exact copies of six or more lines that may remain; lower it as copies go. */
const allowed = 6;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jscpd = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');
const output = mkdtempSync(join(tmpdir(), 'ops-copy-check-'));
try {
  const run = spawnSync(
    process.execPath,
    [jscpd, '--config', '.jscpd.json', '--reporters', 'json', '--output', output, 'packages', 'scripts'],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`jscpd exited with ${run.status}`);
  }
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
  const clones = report.duplicates;
  const place = (file) => `${file.name}:${file.start}-${file.end}`;
  if (clones.length > allowed) {
    for (const clone of clones)
      console.error(`  ${place(clone.firstFile)} ~ ${place(clone.secondFile)} (${clone.lines} lines)`);
    console.error(
      `copy check: ${clones.length} repeated blocks of six or more lines, at most ${allowed} allowed ` +
        '(listed above): make a shared part instead of the new copy',
    );
    process.exit(1);
  }
  const lower = clones.length < allowed ? ` (fewer than ${allowed}: lower \`allowed\` in scripts/copy-check.mjs)` : '';
  console.log(`copy check: ${clones.length} repeated blocks of six or more lines${lower}`);
} finally {
  rmSync(output, { recursive: true, force: true });
}
