// Four-eyes approval through HTTP (issue 29): 1,000 balance transfers held by a rule, approved by another ops
// account and so run (each through the transfer's own handler), then "Waiting for me" listed at 10,000 open
// requests, p95 of its first page. Production settings on PGlite (on PostgreSQL with DATABASE_URL). A transfer run
// twice or not at all, or a broken ledger, fails the benchmark whatever its speed.
import { performance } from 'node:perf_hooks';
import { createApiClient, createServiceClients, isSentForApproval } from '../../packages/core/src/api/index.ts';
import { assertLedgerInvariants } from '../../packages/platform/src/ledger/ledger-invariants.ts';
import { createLedgerDivision, depositConfirmed } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import { startTestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { percentile } from './percentile.ts';
import { report } from './report.ts';

const requests = 1_000;
const open = 10_000;
const listings = 200;
const concurrency = 8;
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const platform = await startTestPlatform({ env: { NODE_ENV: 'production' } });
try {
  const division = await createLedgerDivision(platform.database, { sellers: 2, balanceTransfersEnabled: true });
  const [from = '', to = ''] = division.sellerAccounts;
  await platform.database.transaction((tx) =>
    depositConfirmed(tx, { virtualAccountCode: from, currency: 'EUR', amount: 100_000_000 }),
  );
  const clientsOf = async (email: string) => {
    const token = await platform.tokenFor(email);
    return createServiceClients(
      createApiClient({
        baseUrl: `${platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => email,
        merchantCode: division.merchantCode,
        divisionCode: division.divisionCode,
      }),
    );
  };
  const asker = await clientsOf('ops@sandbox.test');
  const approver = await clientsOf('oscar@sandbox.test');
  await asker.approvals.createApprovalRule({ body: { name: 'Every transfer', actionKinds: ['BALANCE_TRANSFER'] } });

  /** Runs `work` for 0 … count − 1, `concurrency` at a time. */
  async function pooled(count: number, work: (index: number) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await work(next++);
      }),
    );
  }

  const codes: string[] = [];
  const createStarted = performance.now();
  await pooled(requests, async (index) => {
    const body = { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount: 100 + index, currency: 'EUR' };
    try {
      await asker.fund.createBalanceTransfer({ body: { ...body, type: 'CORRECTION' } });
      throw new Error('a transfer ran without approval');
    } catch (error) {
      if (!isSentForApproval(error)) throw error;
      codes.push(error.approval.code);
    }
  });
  const createSeconds = (performance.now() - createStarted) / 1000;

  const approveStarted = performance.now();
  await pooled(codes.length, async (index) => {
    const done = await approver.approvals.approveApprovalRequest({
      params: { approvalRequestCode: codes[index] ?? '' },
    });
    if (done.status !== 'EXECUTED') throw new Error(`${done.code} is ${done.status}`);
  });
  const approveSeconds = (performance.now() - approveStarted) / 1000;
  const transfers = await asker.fund.listBalanceTransfers({ query: { limit: 1 } });
  if (transfers.totalCount !== requests) throw new Error(`${transfers.totalCount} transfers for ${requests} approvals`);
  await assertLedgerInvariants(platform.database.db);

  // 10,000 open requests of the other account, written at once as the held calls write them.
  await platform.database.db.execute(`
    insert into approval_requests (code, action_kind, merchant_code, division_code, rule_code, reason, requested_by,
      requested_by_name, source, route_id, operation, amount, currency, approvals_needed, expires_at, created_at)
    select 'AR-OPEN' || n, 'BALANCE_TRANSFER', '${division.merchantCode}', '${division.divisionCode}', 'RULE-BENCH',
      'Every transfer', 'ops@sandbox.test', 'Olivia Ops', 'API', 'createBalanceTransfer',
      jsonb_build_object('routeId', 'createBalanceTransfer', 'method', 'POST', 'path', 'p', 'params', '{}'::jsonb,
        'query', '{}'::jsonb, 'body', jsonb_build_object('amount', n), 'idempotencyKey', 'approval:AR-OPEN' || n),
      n, 'EUR', 1, now() + interval '7 days', now() - n * interval '1 second'
    from generate_series(1, ${open}) as n`);
  // Settled as autovacuum leaves a table on PostgreSQL, so the count reads the open-requests index alone.
  await platform.database.db.execute('vacuum analyze approval_requests');
  const timings: number[] = [];
  for (let index = 0; index < listings; index += 1) {
    const started = performance.now();
    const page = await approver.approvals.listApprovalRequests({ query: { waitingForMe: true, limit: 25 } });
    timings.push(performance.now() - started);
    if (page.totalCount !== open) throw new Error(`${page.totalCount} waiting, ${open} expected`);
  }
  timings.sort((a, b) => a - b);

  report('Approvals: held transfers approved and run through HTTP; "Waiting for me" at 10,000 open requests', [
    { name: `${driver}: held, ${requests} transfers (202 each)`, value: requests / createSeconds, unit: 'req/s' },
    {
      name: `${driver}: approved and run, ${requests} requests`,
      value: requests / approveSeconds,
      unit: 'req/s',
    },
    {
      name: `${driver}: whole round, per request (hold + approve + run)`,
      value: ((createSeconds + approveSeconds) * 1000) / requests,
      unit: 'ms',
    },
    {
      name: `${driver}: "Waiting for me" p95, ${open} open, page of 25`,
      value: percentile(timings, 0.95),
      unit: 'ms',
      budget: 50,
    },
  ]);
} finally {
  await platform.close();
}
