// The activity feed over HTTP on 1,000,000 audit entries (issue 30): the first page (50, newest first) through the
// typed client as a signed-in ops account, with no filter and with each filter alone (merchant, division, person,
// kind of object, one object, call, source, from, to) and with each field of its list query (issue 31: the starts of
// an e-mail, an object's code and a call, a word, the days before today, several sources), each asked for several
// values from common to rare. On
// PGlite in a data folder, as `npm start` runs it (the dataset is cached, see audit-dataset.ts), and on the
// PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one answers, written there for the run.
// Budget: p95 ≤ 50 ms for each.
import { rmSync } from 'node:fs';
import { createApiClient, createServiceClients } from '../../packages/core/src/api/index.ts';
import type { ActivityQuery } from '../../packages/core/src/contract/index.ts';
import {
  bulkDivisionCode,
  bulkMerchantCode,
  bulkOpsEmail,
  writeBulkAuditEntries,
} from '../../packages/platform/src/audit/testing/bulk-audit-entries.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { auditEntriesLabel, auditEntryCount, startAuditPlatform } from './audit-dataset.ts';
import { latencyFigures } from './latency.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const opsEmail = 'ops@sandbox.test';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

/** Each filter alone, with values from the most common to the rarest the trail holds; `objects` are entity ids. */
const filtersWith = (objects: readonly string[]): Record<string, (index: number) => ActivityQuery> => ({
  'no filter': () => ({}),
  merchant: (index) => ({ merchantCode: bulkMerchantCode(pick([1, 2, 6, 12, 24], index)) }),
  division: (index) => ({ divisionCode: bulkDivisionCode(pick([1, 5, 12, 24], index), 1 + (index % 3)) }),
  person: (index) => ({
    actor: pick([bulkOpsEmail(1), bulkOpsEmail(10), bulkOpsEmail(40), 'jobs@sandbox.test'], index),
  }),
  'kind of object': (index) => ({ entityType: pick(['accountHolder', 'kycTask', 'merchant', 'user'], index) }),
  'one object': (index) => ({ entityId: pick(objects, index) }),
  call: (index) => ({ action: pick(['updateAccountHolder', 'createBalanceTransfer', 'importBankStatement'], index) }),
  source: (index) => ({ source: pick(['WEB', 'CLI', 'API', 'PALETTE', 'JOB'] as const, index) }),
  from: (index) => ({ from: daysAgo(pick([1, 30, 180, 360], index)) }),
  to: (index) => ({ to: daysAgo(pick([1, 30, 180, 300, 360], index)) }),
  'query: who, a start': (index) => ({ query: `who:${pick(['ops0', 'ops4', 'jobs'], index)}*` }),
  'query: object, a start': (index) => ({ query: `object:${pick(objects, index).slice(0, -1)}*` }),
  'query: action, a start': (index) => ({ query: `action:${pick(['update', 'createBalance', 'import'], index)}*` }),
  'query: a word': (index) => ({
    query: pick([...objects.map((object) => object.toLowerCase()), 'ops12', 'reject'], index),
  }),
  'query: when, sources': (index) => ({ query: `when>=${pick(['-1d', '-30d', '-1y'], index)} source:cli,palette` }),
  'query: type, not a source': (index) => ({ query: `type:${pick(objectKinds, index)} -source:web` }),
});
/** What a role other than admin asks: always its merchant (the smallest here), and each other filter in turn. */
const withMerchant = (filters: Record<string, (index: number) => ActivityQuery>) => {
  const others = Object.entries(filters).filter(([name]) => name !== 'no filter' && name !== 'merchant');
  return (index: number): ActivityQuery => {
    const [, other] = pick(others, index);
    return { merchantCode: bulkMerchantCode(24), ...other?.(Math.floor(index / others.length)) };
  };
};
const objectKinds = ['accountHolder', 'payoutRequest', 'bankStatement', 'user', 'merchant'];

async function measure(platform: TestPlatform, driver: string): Promise<BenchFigure[]> {
  const token = await platform.tokenFor(opsEmail);
  const { audit } = createServiceClients(
    createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
  );
  const whole = await audit.listActivity({ query: { limit: 1 } });
  if ((whole.elements[0]?.id ?? 0) < auditEntryCount)
    throw new Error(`the trail holds fewer than ${auditEntriesLabel}`);
  // Objects the trail names, each with its handful of entries spread over the year.
  const objects = await Promise.all(
    objectKinds.map(
      async (entityType) => (await audit.listActivity({ query: { entityType, limit: 1 } })).elements[0]?.entityId ?? '',
    ),
  );
  const figures: BenchFigure[] = [];
  const filters = filtersWith(objects);
  // Together two filters may match nothing (another merchant's division or object): an empty page is an answer.
  const combined = withMerchant(filters);
  for (const [name, filter] of Object.entries({ ...filters, 'smallest merchant + another': combined })) {
    figures.push(
      ...(await latencyFigures(
        `${driver}: first page, ${name}`,
        async (index) => {
          const page = await audit.listActivity({ query: filter(index) });
          if (page.elements.length === 0 && filter !== combined)
            throw new Error(`no entries for ${JSON.stringify(filter(index))}`);
        },
        { warmUp: 20, measured: 200, p95BudgetMs: 50 },
      )),
    );
  }
  return figures;
}

/** PGlite opens the cached sealed dataset; PostgreSQL is written afresh, and its writing time is a figure. */
async function measureOn(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  if (driver === 'pglite') {
    const pglite = await startAuditPlatform();
    try {
      const figures = await measure(pglite.platform, driver);
      if (pglite.writeSeconds === undefined) return figures;
      return [
        ...figures,
        { name: `pglite: writing ${auditEntriesLabel}, sealed`, value: pglite.writeSeconds, unit: 's' },
      ];
    } finally {
      await pglite.platform.close();
      rmSync(pglite.runFolder, { recursive: true, force: true });
    }
  }
  const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
  try {
    const started = performance.now();
    await writeBulkAuditEntries(platform.database, auditEntryCount);
    const writeSeconds = (performance.now() - started) / 1000;
    const figures = await measure(platform, driver);
    return [...figures, { name: `postgres: writing ${auditEntriesLabel}, sealed`, value: writeSeconds, unit: 's' }];
  } finally {
    await platform.close();
  }
}

const figures = await onBothDatabases(measureOn);
report(
  `Activity feed: the first page over HTTP on ${auditEntriesLabel} (PGlite; PostgreSQL 15 when it answers)`,
  figures,
);
