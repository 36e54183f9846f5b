// kill -9 between the last approval and the run (issue 29): the platform as a child process on PostgreSQL, killed,
// restarted; the approved call runs once after the restart, from the run job its approval queued.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, balanceTransfers } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { type SharedDatabaseKit, startSharedDatabaseKit } from '../fund/testing/shared-database-kit.ts';
import { recordApproval } from './approval-decisions.ts';

/** A restart, then a run a dead process held (its 30 s claim, the job's 45 s lease) taken over. */
const restartTimeoutMs = 240_000;

let kit: SharedDatabaseKit;
let oscar: Record<string, string>;

const baseUrl = () => kit.processes[0]?.baseUrl ?? '';

async function headersOf(email: string) {
  const answer = await fetch(`${baseUrl()}/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { idToken } = (await answer.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}`, 'x-user': email, 'content-type': 'application/json' };
}

async function post(path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${baseUrl()}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
}

/** A transfer the rule holds: its approval request's code. */
async function heldTransfer(amount: number): Promise<string> {
  const [from = '', to = ''] = kit.shop.sellerAccounts;
  const answer = await post('main/api/v2/fund/internal/balance/transfer', kit.headers, {
    fromVirtualAccountCode: from,
    toVirtualAccountCode: to,
    amount,
    currency: 'EUR',
    type: 'CORRECTION',
  });
  expect(answer.status).toBe(202);
  return ((await answer.json()) as { code: string }).code;
}

async function statusesOf(codes: readonly string[]) {
  const rows = await kit.database.db
    .select({ code: approvalRequests.code, status: approvalRequests.status })
    .from(approvalRequests)
    .where(inArray(approvalRequests.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.status]));
}

async function untilNoneRunning(codes: readonly string[]) {
  for (;;) {
    const statuses = await statusesOf(codes);
    if (![...statuses.values()].some((status) => status === 'APPROVED')) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function transfersOf(amount: number) {
  const [from = ''] = kit.shop.sellerAccounts;
  return kit.database.db
    .select({ code: balanceTransfers.code })
    .from(balanceTransfers)
    .where(and(eq(balanceTransfers.fromVirtualAccountCode, from), eq(balanceTransfers.amount, amount)));
}

beforeAll(async () => {
  kit = await startSharedDatabaseKit(1, 2);
  oscar = await headersOf('oscar@sandbox.test');
  const scoped = {
    ...kit.headers,
    'merchant-code': kit.shop.merchantCode,
    'merchant-division-code': kit.shop.divisionCode,
  };
  const rule = await post('approvals/api/v1/rules', scoped, {
    name: 'Every transfer',
    actionKinds: ['BALANCE_TRANSFER'],
  });
  expect(rule.status).toBe(201);
}, restartTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('kill -9 and approvals', () => {
  it(
    'runs an approved call once after a restart when the process died between the approval and the run',
    async () => {
      const code = await heldTransfer(1_001);
      await kit.processes[0]?.platform.stop('SIGKILL');
      // What the last approval commits before its process runs the call: APPROVED, and the run job queued.
      const approved = await recordApproval(kit.database, code, {
        email: 'oscar@sandbox.test',
        name: 'Oscar Ops',
        opsStaff: true,
        roles: ['approver'],
      });
      expect(approved.status).toBe('APPROVED');
      expect(await transfersOf(1_001)).toHaveLength(0);
      await kit.restart(0);
      expect((await untilNoneRunning([code])).get(code)).toBe('EXECUTED');
      expect(await transfersOf(1_001)).toHaveLength(1);
      await assertLedgerInvariants(kit.database.db);
    },
    restartTimeoutMs,
  );

  it(
    'runs each approved call once when the process is killed while approvals arrive',
    async () => {
      const codes = await Promise.all(Array.from({ length: 6 }, () => heldTransfer(1_002)));
      const approvals = codes.map((code) =>
        post(`approvals/api/v1/requests/${code}/approve`, oscar).then(
          (answer) => answer.status,
          () => 0,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      await kit.processes[0]?.platform.stop('SIGKILL');
      await Promise.all(approvals);
      await kit.restart(0);
      const afterCrash = await untilNoneRunning(codes);
      oscar = await headersOf('oscar@sandbox.test');
      // An approval the dead process never committed is asked for again.
      for (const [code, status] of afterCrash) {
        if (status === 'PENDING')
          expect((await post(`approvals/api/v1/requests/${code}/approve`, oscar)).status).toBe(200);
      }
      const statuses = await untilNoneRunning(codes);
      expect([...statuses.values()]).toEqual(codes.map(() => 'EXECUTED'));
      expect(await transfersOf(1_002)).toHaveLength(codes.length);
      await assertLedgerInvariants(kit.database.db);
    },
    restartTimeoutMs,
  );
});
