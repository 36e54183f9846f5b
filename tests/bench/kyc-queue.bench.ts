// Latency of the KYC checks queue over HTTP with 100,000 open tasks (100,000 sellers of 50 divisions): Next task (the
// oldest unassigned task, assigned atomically), the queue list (first pages and deep ones, by status, merchant and
// age, with the counts of each status) and its list query (issue 31: the first page of a query on each field the
// language offers, from common to rare matches; every task was opened for a new seller, so `reason:documents`
// matches none). On PGlite in memory, and on the PostgreSQL server at 127.0.0.1:5432 (or DATABASE_URL) when one
// answers, written there for the run. Budget (issue 16): next task p95 at most 30 ms, queue list p95 at most 50 ms;
// (issue 31) each query's first page p95 at most 50 ms.
import { createApiClient, createKycClient, type KycClient } from '../../packages/core/src/api/index.ts';
import { accountHolders, divisions, kycTasks, merchants } from '../../packages/platform/src/db/schema/index.ts';
import { insertMissingRows } from '../../packages/platform/src/seed/bulk-insert.ts';
import { analyzeSeededTables } from '../../packages/platform/src/seed/seed-database.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { latencyFigures } from './latency.ts';
import { percentile } from './percentile.ts';
import { onBothDatabases } from './postgres-server.ts';
import { type BenchFigure, report } from './report.ts';

const openTasks = 100_000;
const merchantCount = 10;
const divisionsPerMerchant = 5;
const rowsPerTransaction = 10_000;
const warmUpRequests = 20;
const measuredRequests = 200;
const opsEmail = 'ops@sandbox.test';

const merchantCode = (index: number) => `M-BENCH-${index}`;
const divisionCode = (index: number) => `D-BENCH-${index}`;

/** 100,000 sellers, each with an open task opened a second apart, oldest first; every tier and merchant. */
async function writeQueue(platform: TestPlatform): Promise<number> {
  const started = performance.now();
  const { database } = platform;
  const tiers = ['LIGHT_KYC', 'STANDARD_KYC', 'ADVANCED_KYC'] as const;
  await database.transaction(async (tx) => {
    await insertMissingRows(
      tx,
      merchants,
      Array.from({ length: merchantCount }, (_, index) => ({
        code: merchantCode(index),
        displayName: `Bench Merchant ${index}`,
        defaultKycTier: 'ADVANCED_KYC' as const,
        countryCode: 'NLD' as const,
      })),
    );
    await insertMissingRows(
      tx,
      divisions,
      Array.from({ length: merchantCount * divisionsPerMerchant }, (_, index) => ({
        code: divisionCode(index),
        merchantCode: merchantCode(Math.floor(index / divisionsPerMerchant)),
        displayName: `Bench Division ${index}`,
        kycTier: tiers[index % tiers.length] ?? 'ADVANCED_KYC',
      })),
    );
  });
  const opened = Date.now() - openTasks * 1000;
  for (let first = 0; first < openTasks; first += rowsPerTransaction) {
    const indexes = Array.from(
      { length: Math.min(rowsPerTransaction, openTasks - first) },
      (_, offset) => first + offset,
    );
    const placeOf = (index: number) => {
      const division = index % (merchantCount * divisionsPerMerchant);
      return {
        merchantCode: merchantCode(Math.floor(division / divisionsPerMerchant)),
        divisionCode: divisionCode(division),
      };
    };
    await database.transaction(async (tx) => {
      await insertMissingRows(
        tx,
        accountHolders,
        indexes.map((index) => ({
          code: `AH-B${String(index).padStart(6, '0')}`,
          ...placeOf(index),
          name: `Bench Seller ${index}`,
          email: `seller${index}@bench.test`,
          status: 'IN_PROGRESS' as const,
          kycStatus: 'PENDING' as const,
          legalForm: 'INDIVIDUAL' as const,
        })),
      );
      await insertMissingRows(
        tx,
        kycTasks,
        indexes.map((index) => ({
          code: `KT-B${String(index).padStart(6, '0')}`,
          accountHolderCode: `AH-B${String(index).padStart(6, '0')}`,
          ...placeOf(index),
          reason: 'SELLER_CREATED' as const,
          status: 'OPEN' as const,
          createdAt: new Date(opened + index * 1000),
        })),
      );
    });
  }
  await analyzeSeededTables(database);
  return (performance.now() - started) / 1000;
}

/** Runs `request` for the warm-up, then times `measuredRequests` calls one after another. */
async function latency(
  name: string,
  budget: number,
  request: (index: number) => Promise<unknown>,
): Promise<BenchFigure[]> {
  for (let index = 0; index < warmUpRequests; index += 1) await request(index);
  const timings: number[] = [];
  for (let index = 0; index < measuredRequests; index += 1) {
    const started = performance.now();
    await request(index);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return [
    { name: `${name}: p50`, value: percentile(timings, 0.5), unit: 'ms' },
    { name: `${name}: p95`, value: percentile(timings, 0.95), unit: 'ms', budget },
  ];
}

const pick = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;
const pages = [1, 2, 3, 1, 5, 10, 1, 40, 2, 200];

async function measure(kyc: KycClient): Promise<BenchFigure[]> {
  const list = (index: number, filters: object) =>
    kyc.listKycTasks({ query: { page: pick(pages, index), limit: 25, ...filters } });
  const figures = [
    ...(await latency('next task (assigned atomically)', 30, (index) =>
      kyc.nextKycTask({ body: index % 4 === 3 ? { merchantCode: merchantCode(index % merchantCount) } : {} }),
    )),
    ...(await latency('queue list, open tasks, 25 a page, with counts', 50, (index) =>
      list(index, { status: 'OPEN' }),
    )),
    ...(await latency('queue list by merchant', 50, (index) =>
      list(index % 3, { status: 'OPEN', merchantCode: merchantCode(index % merchantCount) }),
    )),
    ...(await latency('queue list by age', 50, (index) =>
      list(index % 3, { status: 'OPEN', olderThanDays: 1 + (index % 30) }),
    )),
    ...(await latency('queue list, every status', 50, (index) => list(index, {}))),
  ];
  for (const [field, texts] of Object.entries(queries)) {
    figures.push(
      ...(await latencyFigures(
        `queue list, first page, query: ${field}`,
        (index) => kyc.listKycTasks({ query: { limit: 25, query: pick(texts, index) } }),
        { warmUp: 5, measured: 40, p95BudgetMs: 50 },
      )),
    );
  }
  return figures;
}

/** The list query's fields, each from the most common to the rarest match (tasks and sellers as `writeQueue` writes). */
const queries: Record<string, readonly string[]> = {
  status: ['status:open', 'status:assigned,done', '-status:open'],
  tier: ['tier:advanced_kyc', 'tier:light_kyc', '-tier:standard_kyc'],
  reason: ['reason:seller_created', 'reason:documents,reopened'],
  created: ['created>-1d', 'created<-1d', `created:${new Date().toISOString().slice(0, 10)}`],
  seller: ['seller:AH-B000042', 'seller:AH-B0001*'],
  code: ['code:KT-B050000', 'code:KT-B05*', 'code:KT-ZZ*'],
  merchant: [`merchant:${merchantCode(3)}`, 'merchant:M-BENCH-*'],
  division: [`division:${divisionCode(7)}`, 'division:D-BENCH-1*'],
  search: ['kt-b0500', 'bench seller 4242', 'seller99999@'],
  'several together': [
    `status:open tier:advanced_kyc created<-1d merchant:${merchantCode(2)}`,
    'reason:seller_created -status:done kt-b07',
  ],
};

/** The queue written on a fresh platform of `driver` (production mode: answers are not checked, as deployed). */
async function measureOn(driver: 'pglite' | 'postgres'): Promise<BenchFigure[]> {
  const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
  try {
    const writeSeconds = await writeQueue(platform);
    const token = await platform.tokenFor(opsEmail);
    const kyc = createKycClient(
      createApiClient({ baseUrl: `${platform.baseUrl}/api/`, getToken: () => token, getUserEmail: () => opsEmail }),
    );
    const first = await kyc.listKycTasks({ query: { status: 'OPEN' } });
    if (first.totalCount !== openTasks)
      throw new Error(`the queue holds ${first.totalCount} open tasks, not ${openTasks}`);
    const figures = await measure(kyc);
    const after = await kyc.listKycTasks({ query: { status: 'ASSIGNED', limit: 1000 } });
    const handed = new Set(after.elements.map((task) => task.code));
    if (handed.size !== after.totalCount) throw new Error('a task was handed out twice');
    figures.push({ name: 'writing 100,000 sellers and open tasks', value: writeSeconds, unit: 's' });
    return figures.map((figure) => ({ ...figure, name: `${driver}: ${figure.name}` }));
  } finally {
    await platform.close();
  }
}

const figures = await onBothDatabases(measureOn);
report('KYC: the checks queue over HTTP with 100,000 open tasks (PGlite; PostgreSQL 15 when it answers)', figures);
