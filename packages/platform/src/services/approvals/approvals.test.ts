import type { CreateBalanceTransferBody } from '@ops/core/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceTransfers, divisions, webhookEvents } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { failureOf } from '../fund/testing/fund-test-kit.ts';
import {
  type ApprovalsTestKit,
  approver,
  type Clients,
  heldCode,
  requester,
  setupTimeoutMs,
  startApprovalsTest,
  thousandEuroRule,
} from './testing/approvals-test-kit.ts';

let kit: ApprovalsTestKit;
let shop: LedgerDivision;
let asker: Clients;
let checker: Clients;

const transfer = (amount: number): CreateBalanceTransferBody => ({
  fromVirtualAccountCode: shop.sellerAccounts[0] ?? '',
  toVirtualAccountCode: shop.sellerAccounts[1] ?? '',
  amount,
  currency: 'EUR',
  type: 'CORRECTION',
});

beforeAll(async () => {
  kit = await startApprovalsTest();
  shop = await kit.shop(thousandEuroRule);
  asker = await kit.clientsOf(requester, 'cli');
  checker = await kit.clientsOf(approver, 'web');
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const transfersOf = async (from: string) => {
  const [row] = await kit.platform.database.db
    .select({ value: count() })
    .from(balanceTransfers)
    .where(eq(balanceTransfers.fromVirtualAccountCode, from));
  return row?.value;
};

describe('a balance transfer under the demo rule (EUR 1,000 or more, one approval)', () => {
  it('moves nothing until another ops account approves, then moves once', async () => {
    const from = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(from);
    const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(150_000) }));

    const held = await asker.approvals.getApprovalRequest({ params: { approvalRequestCode: code } });
    expect(held).toMatchObject({
      status: 'PENDING',
      actionKind: 'BALANCE_TRANSFER',
      requestedBy: requester,
      source: 'CLI',
      amount: 150_000,
      currency: 'EUR',
      reason: thousandEuroRule.name,
      operation: { routeId: 'createBalanceTransfer', idempotencyKey: `approval:${code}` },
    });
    expect(Date.parse(held.expiresAt) - Date.parse(held.createdAt)).toBe(7 * 86_400_000);
    expect(await kit.balancesOf(from)).toEqual(before);
    expect(await transfersOf(from)).toBe(0);

    const own = await failureOf(asker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } }));
    expect(own).toMatchObject({
      status: 403,
      error: { message: 'You asked for this, so someone else must approve it' },
    });
    expect(await transfersOf(from)).toBe(0);

    const done = await checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    expect(done).toMatchObject({ status: 'EXECUTED', approvals: [{ by: approver }], outcome: { status: 201 } });
    expect(await kit.balancesOf(from)).toMatchObject({ confirmed: before.confirmed - 150_000 });
    expect(await transfersOf(from)).toBe(1);

    // The run and its job: the queued run finds it done and moves nothing again.
    await kit.platform.jobs.runDue();
    expect(await transfersOf(from)).toBe(1);
    await assertLedgerInvariants(kit.platform.database.db);

    const again = await failureOf(checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } }));
    expect(again.status).toBe(409);
    const history = await kit.auditOf('approvalRequest', code);
    expect(history.map((entry) => entry.action)).toEqual([
      'runApprovalRequest',
      'approveApprovalRequest',
      'createBalanceTransfer',
    ]);
  });

  it('documents the 202 answer on the routes a rule can hold back', async () => {
    const document = (await (await fetch(`${kit.platform.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const transfer = document.paths['/api/main/api/v2/fund/internal/balance/transfer']?.post;
    expect(Object.keys(transfer?.responses ?? {})).toContain('202');
    expect(Object.keys(document.paths['/api/main/api/v2/fund/balance/transfer']?.get?.responses ?? {})).not.toContain(
      '202',
    );
  });

  it('runs a transfer under the threshold at once', async () => {
    const made = await asker.fund.createBalanceTransfer({ body: transfer(99_999) });
    expect(made.amount).toBe(99_999);
  });

  it('lists the request as waiting for the approver, not for the requester, and e-mails the approvers', async () => {
    const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(100_000) }));
    const waitingFor = async (clients: Clients) =>
      (await clients.approvals.listApprovalRequests({ query: { waitingForMe: true } })).elements.map((r) => r.code);
    expect(await waitingFor(checker)).toContain(code);
    expect(await waitingFor(asker)).not.toContain(code);
    const mail = kit.platform.mail.sandbox?.received() ?? [];
    expect(mail.some((message) => message.to.includes(approver) && message.subject.includes(code))).toBe(true);
    expect(mail.some((message) => message.to.includes(requester) && message.subject.includes(code))).toBe(false);
    await checker.approvals.rejectApprovalRequest({ params: { approvalRequestCode: code }, body: { reason: 'No' } });
  });

  it('tells the PAYOUTS webhook of each state, signed as every event', async () => {
    const { db } = kit.platform.database;
    const url = 'http://127.0.0.1:9/approvals';
    await db
      .update(divisions)
      .set({ webhookUrls: { KYC: null, PAYOUTS: url } })
      .where(eq(divisions.code, shop.divisionCode));
    const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(100_000) }));
    await checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    const events = await db
      .select({ type: webhookEvents.eventType, data: webhookEvents.data })
      .from(webhookEvents)
      .where(eq(webhookEvents.divisionCode, shop.divisionCode))
      .orderBy(webhookEvents.createdAt);
    const states = events
      .filter((event) => event.type === 'approvalRequest.statusChanged')
      .map((event) => event.data as { approvalRequestCode: string; status: string })
      .filter((data) => data.approvalRequestCode === code)
      .map((data) => data.status);
    expect(states).toEqual(['PENDING', 'APPROVED', 'EXECUTED']);
    await db
      .update(divisions)
      .set({ webhookUrls: { KYC: null, PAYOUTS: null } })
      .where(eq(divisions.code, shop.divisionCode));
  });

  it('holds a retry with the same Idempotency-Key once', async () => {
    const key = 'held-once';
    const first = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(120_000), idempotencyKey: key }));
    const second = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(120_000), idempotencyKey: key }));
    expect(second).toBe(first);
    const done = await checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: first } });
    expect(done.operation.idempotencyKey).toBe(key);
    expect(done.status).toBe('EXECUTED');
    // Retried once more after the run, the key answers the transfer the approval made.
    const replayed = await asker.fund.createBalanceTransfer({ body: transfer(120_000), idempotencyKey: key });
    expect(replayed).toEqual(done.outcome?.body);
  });

  it('refuses a rejection without a reason, and a rejected request runs nothing', async () => {
    const from = shop.sellerAccounts[0] ?? '';
    const before = await transfersOf(from);
    const code = await heldCode(asker.fund.createBalanceTransfer({ body: transfer(200_000) }));
    const params = { approvalRequestCode: code };
    const blank = await failureOf(checker.approvals.rejectApprovalRequest({ params, body: { reason: ' ' } }));
    expect(blank.status).toBe(400);
    const rejected = await checker.approvals.rejectApprovalRequest({ params, body: { reason: 'Not agreed' } });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejection: { by: approver, reason: 'Not agreed' } });
    expect((await failureOf(checker.approvals.approveApprovalRequest({ params }))).status).toBe(409);
    expect(await transfersOf(from)).toBe(before);
  });

  it('fails with the ledger’s own words when the balance is gone by the approval, and moves nothing', async () => {
    const other = await kit.shop(thousandEuroRule);
    const body = { ...transfer(900_000), fromVirtualAccountCode: other.sellerAccounts[0] ?? '' };
    body.toVirtualAccountCode = other.sellerAccounts[1] ?? '';
    const code = await heldCode(asker.fund.createBalanceTransfer({ body }));
    // The balance leaves meanwhile in transfers under the threshold, which run at once.
    for (let moved = 0; moved < 200_000; moved += 99_999) {
      await asker.fund.createBalanceTransfer({ body: { ...body, amount: 99_999 } });
    }
    const before = await kit.balancesOf(body.fromVirtualAccountCode);
    const failed = await checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    expect(failed).toMatchObject({ status: 'FAILED', outcome: { status: 409 } });
    expect(JSON.stringify(failed.outcome?.body)).toMatch(/balance/i);
    expect(await kit.balancesOf(body.fromVirtualAccountCode)).toEqual(before);
    await assertLedgerInvariants(kit.platform.database.db);
  });
});
