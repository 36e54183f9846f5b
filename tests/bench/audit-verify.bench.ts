// `ops audit verify` over 1,000,000 audit entries (issue 30): the real binary, as a user's `ops` runs it, against
// the platform in-process on PGlite (the dataset of the activity feed benchmark, cached, see audit-dataset.ts),
// wall clock from start to exit. The chain must hold and every entry be checked. Budget: 30 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditChainVerification } from '../../packages/core/src/contract/index.ts';
import { runOps, signedInEnv } from '../cli/run-ops.ts';
import { auditEntriesLabel, auditEntryCount, startAuditPlatform } from './audit-dataset.ts';
import { type BenchFigure, report } from './report.ts';

const { platform, runFolder, writeSeconds } = await startAuditPlatform();
const configHome = mkdtempSync(join(tmpdir(), 'ops-bench-cli-'));
try {
  const env = await signedInEnv(platform, configHome);
  const started = performance.now();
  const run = await runOps(['audit', 'verify', '--json'], env);
  const seconds = (performance.now() - started) / 1000;
  if (run.code !== 0) throw new Error(`ops audit verify exited with ${run.code}: ${run.stderr}`);
  const verification = JSON.parse(run.stdout) as AuditChainVerification;
  if (!verification.holds || verification.checked !== auditEntryCount) {
    throw new Error(`the chain should hold over ${auditEntriesLabel}: ${run.stdout}`);
  }
  const figures: BenchFigure[] = [
    { name: `ops audit verify, ${auditEntriesLabel} (pglite)`, value: seconds, unit: 's', budget: 30 },
  ];
  if (writeSeconds !== undefined) {
    figures.push({ name: `pglite: writing ${auditEntriesLabel}, sealed`, value: writeSeconds, unit: 's' });
  }
  report(`Audit: ops audit verify over ${auditEntriesLabel}, the real binary (PGlite, 2 processes)`, figures);
} finally {
  await platform.close();
  rmSync(runFolder, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
}
