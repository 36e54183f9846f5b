// Latency of the seller list and merchant search over HTTP on the large demo dataset's merchants and sellers
// (1,000 merchants, 100,000 sellers, 30,000 of them in one division, see large-dataset.ts) on PGlite in a data
// folder, as `npm start` runs it.
// Budget (issue 3): p95 under 50 ms for each kind of request.
import { rmSync } from 'node:fs';
import { createAccountOwnerClient, createApiClient } from '../../packages/core/src/api/index.ts';
import { startLargePlatform } from './large-dataset.ts';
import { percentile } from './percentile.ts';
import { type BenchFigure, report } from './report.ts';

const warmUpRequests = 20;
const measuredRequests = 200;
const p95BudgetMs = 50;
const opsEmail = 'ops@sandbox.test';
/** The largest division of the large dataset. */
const scope = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };

/** Runs `request` for the warm-up, then times `measuredRequests` calls one after another. */
async function latency(name: string, request: (index: number) => Promise<unknown>): Promise<BenchFigure[]> {
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
    { name: `${name}: p95`, value: percentile(timings, 0.95), unit: 'ms', budget: p95BudgetMs },
  ];
}

const { platform, seedSeconds, runFolder } = await startLargePlatform();
try {
  const token = await platform.tokenFor(opsEmail);
  const accountOwner = createAccountOwnerClient(
    createApiClient({
      baseUrl: `${platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => opsEmail,
    }),
  );
  const sellerPage = (index: number, filters: { search?: string; status?: 'IN_PROGRESS' | 'ACTIVE' | 'FAILED' }) =>
    accountOwner.listDivisionAccountHolders({
      params: scope,
      // 1-based, as the UI asks: the first pages most often, now and then one deep in the list.
      query: {
        page: [1, 2, 3, 1, 5, 10, 1, 40, 2, 200][index % 10] ?? 1,
        limit: 25,
        _fragments: 'balances',
        ...filters,
      },
    });
  const searches = ['jans', 'de vries', 'bakkerij', 'AH-0012', 'example.org', 'gemeente', 'sem', 'b.v.'];
  const statuses = ['IN_PROGRESS', 'ACTIVE', 'FAILED'] as const;
  const merchantCodes = ['M-HOLLAND-GOODS', 'M-FIETSPLAZA', 'M-NOORDZEE', 'M-ORANJE-MODE', 'm-delta', 'M-K'];
  const merchantNames = ['holland', 'fiets', 'noordzee', 'oranje mode', 'utrecht', 'kunst', 'delicatessen'];

  const figures = [
    ...(await latency('seller list, 30,000 sellers, 25 a page with balances', (index) => sellerPage(index, {}))),
    ...(await latency('seller list filtered by status', (index) =>
      sellerPage(index % 3, { status: statuses[index % statuses.length] }),
    )),
    ...(await latency('seller list searched by name, code or e-mail', (index) =>
      sellerPage(0, { search: searches[index % searches.length] }),
    )),
    ...(await latency('merchant search by code, 1,000 merchants', (index) =>
      accountOwner.searchMerchants({ query: { query: merchantCodes[index % merchantCodes.length] } }),
    )),
    ...(await latency('merchant search by name', (index) =>
      accountOwner.searchMerchants({ query: { query: merchantNames[index % merchantNames.length] } }),
    )),
  ];
  if (seedSeconds !== undefined) {
    figures.push({ name: 'seeding the large merchants and sellers on PGlite', value: seedSeconds, unit: 's' });
  }
  report('Account owner: seller list and merchant search over HTTP on the large dataset (PGlite)', figures);
} finally {
  await platform.close();
  rmSync(runFolder, { recursive: true, force: true });
}
