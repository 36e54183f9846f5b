// Four uploads of about 10 MB at once on one platform process on PGlite (as `npm start` runs it, in production
// mode), two camt.053 bank statements and two PSP settlement reports, while one client reads a small page of the
// seller list over and over, timed from outside. Issue 36: before the uploads were streamed, the process went from
// 0.6 to 1.5 GB and every other request stalled for about 20 s.
// Budgets (issue 36): a read beside the uploads p95 <= 500 ms; the process's resident memory grows by at most
// 300 MiB over what it held before (sampled every 50 ms, the highest sample against the reading after a full
// garbage collection before the uploads). Every upload must be imported whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountOwnerRoutes, pspAdapterRoutes, reconciliationRoutes } from '../../packages/core/src/contract/index.ts';
import { createPglite } from '../../packages/platform/src/db/create-pglite.ts';
import { openPgliteDatabase } from '../../packages/platform/src/db/open-database.ts';
import { createLedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { camtStatementOf } from '../../packages/platform/src/services/reconciliation/camt053/testing/generated-statement.ts';
import { freePort } from '../../packages/platform/src/testing/free-port.ts';
import { migratedPgliteDump } from '../../packages/platform/src/testing/pglite-template.ts';
import { startPlatformProcess } from '../../packages/platform/src/testing/platform-process.ts';
import { residentMiB } from '../../packages/platform/src/testing/resident-memory.ts';
import { percentile } from './percentile.ts';
import { type BenchFigure, report } from './report.ts';
import { residentMemory } from './resident-memory.ts';
import { sandboxOpsHeaders } from './sandbox-headers.ts';
import { settlementReportOf } from './upload-files.ts';

const uploadBytes = 10 * 1024 * 1024 - 128 * 1024;
const readP95BudgetMs = 500;
const memoryGrowthBudgetMiB = 300;
const opsEmail = 'ops@sandbox.test';

const runFolder = mkdtempSync(join(tmpdir(), 'ops-bench-uploads-'));
const dataDir = join(runFolder, 'pgdata');
const seeded = await openPgliteDatabase(await createPglite({ dataDir, loadDataDir: await migratedPgliteDump() }));
const division = await createLedgerDivision(seeded, { sellers: 100 });
await seeded.close();

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const platform = await startPlatformProcess(
  { PORT: String(port), OPS_PUBLIC_URL: baseUrl, OPS_DATA_DIR: dataDir, OPS_SEED: 'none', NODE_ENV: 'production' },
  { inspector: true },
);
try {
  const headers = await sandboxOpsHeaders(baseUrl, opsEmail, division.merchantCode);
  const divisionPath = (path: string) =>
    `${baseUrl}/api/${path.replace('{merchantCode}', division.merchantCode).replace('{divisionCode}', division.divisionCode)}`;

  const merchantAccount = `${division.divisionCode}-ACCOUNT`;
  const created = await fetch(divisionPath(pspAdapterRoutes.createPspIntegration.path), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'ADYEN', merchantAccount }),
  });
  if (!created.ok) throw new Error(`the PSP integration was refused: ${created.status} ${await created.text()}`);
  const integration = (await created.json()) as { code: string };

  const tag = Date.now().toString(36).toUpperCase();
  const uploads = [
    ...['A', 'B'].map((name) => ({
      url: `${baseUrl}/api/${reconciliationRoutes.importBankStatement.path}`,
      file: new File([camtStatementOf(`${tag}${name}`, uploadBytes)], `statement-${name}.xml`, { type: 'text/xml' }),
      count: (imported: { entryCount: number; newLineCount: number }) =>
        imported.entryCount === imported.newLineCount ? imported.entryCount : -1,
    })),
    ...['C', 'D'].map((name) => ({
      url: divisionPath(pspAdapterRoutes.importPspSettlement.path).replace('{integrationCode}', integration.code),
      file: new File([settlementReportOf(`${tag}${name}`, merchantAccount, uploadBytes)], `report-${name}.csv`, {
        type: 'text/csv',
      }),
      count: (imported: { lineCount: number; newLineCount: number }) =>
        imported.lineCount === imported.newLineCount ? imported.lineCount : -1,
    })),
  ];
  const send = async ({ url, file, count }: (typeof uploads)[number]) => {
    const form = new FormData();
    form.set('file', file);
    const response = await fetch(url, { method: 'POST', headers, body: form });
    const body = await response.text();
    if (!response.ok) throw new Error(`${file.name} was refused: ${response.status} ${body.slice(0, 300)}`);
    const imported = count(JSON.parse(body));
    if (imported <= 0) throw new Error(`${file.name} was not imported whole: ${body.slice(0, 300)}`);
    return imported;
  };

  const sellerPage = `${divisionPath(accountOwnerRoutes.listDivisionAccountHolders.path)}?limit=10`;
  const read = async () => {
    const response = await fetch(sellerPage, { headers });
    const page = (await response.json()) as { elements?: unknown[] };
    if (response.status !== 200 || page.elements?.length !== 10) throw new Error(`a read answered ${response.status}`);
  };
  for (let warmUp = 0; warmUp < 30; warmUp++) await read();

  const before = await residentMemory(platform);
  let peak = before.collected;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(platform.child.pid));
  }, 50);
  const started = performance.now();
  let uploading = true;
  const sent = Promise.all(uploads.map(send)).finally(() => {
    uploading = false;
  });
  const latencies: number[] = [];
  while (uploading) {
    const asked = performance.now();
    await read();
    latencies.push(performance.now() - asked);
  }
  const imported = await sent;
  const wallSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await residentMemory(platform);
  latencies.sort((a, b) => a - b);

  const figures: BenchFigure[] = [
    { name: 'four uploads, on the wall', value: wallSeconds, unit: 's' },
    { name: `entries and lines imported (${uploads.length} files)`, value: imported.reduce((a, b) => a + b), unit: '' },
    { name: 'reads answered beside the uploads', value: latencies.length, unit: 'requests' },
    { name: 'read beside the uploads: p50', value: percentile(latencies, 0.5), unit: 'ms' },
    { name: 'read beside the uploads: p95', value: percentile(latencies, 0.95), unit: 'ms', budget: readP95BudgetMs },
    { name: 'read beside the uploads: slowest', value: latencies.at(-1) ?? Number.NaN, unit: 'ms' },
    { name: 'resident memory before', value: before.collected, unit: 'MiB' },
    {
      name: 'resident memory growth, highest sample',
      value: peak - before.collected,
      unit: 'MiB',
      budget: memoryGrowthBudgetMiB,
    },
    { name: 'resident memory growth after a full collection', value: after.collected - before.collected, unit: 'MiB' },
  ];
  report('Four 10 MB uploads at once beside reads, one platform process on PGlite', figures);
} finally {
  await platform.stop();
  rmSync(runFolder, { recursive: true, force: true });
}
