// The audit trail of the activity feed and audit chain benchmarks: 1,000,000 entries over the last year, over 24
// merchants and their divisions, 40 ops people and jobs, ten kinds of object, their calls and every source
// (`writeBulkAuditEntries`), each sealed into the hash chain by the trail's own trigger. OPS_BENCH_AUDIT_ENTRIES
// asks for fewer for a quick run (the figures then say how many). The PGlite data folder is cached
// (cached-data-folder.ts) and copied for each run: the first run writes it (about two minutes on 2 cores).
import { writeBulkAuditEntries } from '../../packages/platform/src/audit/testing/bulk-audit-entries.ts';
import type { TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { cachedDataFolder, startPlatformOnCopy } from './cached-data-folder.ts';

/** How many entries the trail holds: 1,000,000 unless OPS_BENCH_AUDIT_ENTRIES says fewer. */
export const auditEntryCount = entryCountOf(process.env.OPS_BENCH_AUDIT_ENTRIES);

function entryCountOf(asked: string | undefined): number {
  if (asked === undefined || asked === '') return 1_000_000;
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1_000) {
    throw new Error(`OPS_BENCH_AUDIT_ENTRIES must be a whole number of at least 1000, not '${asked}'`);
  }
  return count;
}

/** The count as the figures print it: "1,000,000 entries". */
export const auditEntriesLabel = `${auditEntryCount.toLocaleString('en')} entries`;

/** The cached data folder of `auditEntryCount` entries, written now when missing. */
export function auditDataset(): Promise<{ folder: string; writeSeconds?: number }> {
  return cachedDataFolder({
    prefix: `bench-audit-${auditEntryCount}-`,
    sources: ['src/audit/testing/bulk-audit-entries.ts'],
    write: async (database) => {
      console.log(`Writing ${auditEntriesLabel} of the audit trail into a PGlite data folder (cached)...`);
      await writeBulkAuditEntries(database, auditEntryCount, (written) => {
        if (written % 200_000 === 0 || written === auditEntryCount) {
          console.log(`  audit entries: ${written.toLocaleString('en')} of ${auditEntryCount.toLocaleString('en')}`);
        }
      });
    },
  });
}

/** The platform in-process on a fresh copy of the audit dataset, in production mode; `runFolder` is the copy's. */
export async function startAuditPlatform(): Promise<{
  platform: TestPlatform;
  writeSeconds: number | undefined;
  runFolder: string;
}> {
  const { folder, writeSeconds } = await auditDataset();
  return { ...(await startPlatformOnCopy(folder)), writeSeconds };
}
