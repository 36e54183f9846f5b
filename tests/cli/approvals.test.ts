// Four-eyes approval from a terminal (issue 29): a held action exits 4 with its approval request's code, `--wait`
// waits for the outcome, `ops approvals list|show|approve|reject`, and bulk processing a rule holds exits 4.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createServiceClients } from '../../packages/core/src/api/index.ts';
import type { ApprovalRuleBody } from '../../packages/core/src/contract/index.ts';
import { payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, startOps } from './run-ops.ts';

const requester = 'ops@sandbox.test';
const approver = 'oscar@sandbox.test';
let kit: PayoutTestKit;
let shop: PayoutDivision;
let folder: string;
let asRequester: Record<string, string>;
let asApprover: Record<string, string>;
let clients: ReturnType<typeof createServiceClients>;

const rules: ApprovalRuleBody[] = [
  {
    name: 'Transfers of EUR 1,000 or more',
    actionKinds: ['BALANCE_TRANSFER'],
    conditions: [{ kind: 'AMOUNT_AT_LEAST', currency: 'EUR', amount: 100_000 }],
  },
  {
    name: 'Processing more than 5 requests from the cli',
    actionKinds: ['BULK_PAYOUT_PROCESSING'],
    conditions: [
      { kind: 'ITEMS_MORE_THAN', count: 5 },
      { kind: 'SOURCE', sources: ['CLI'] },
    ],
  },
];

async function envOf(email: string): Promise<Record<string, string>> {
  return {
    OPS_API_URL: kit.platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: folder,
    OPS_TOKEN: await kit.platform.tokenFor(email, 'ops-cli'),
  };
}

beforeAll(async () => {
  kit = await startPayoutTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  await kit.deposit(shop.sellerAccounts[0] ?? '', 1_000_000);
  const token = await kit.platform.tokenFor(approver);
  clients = createServiceClients(
    createApiClient({
      baseUrl: `${kit.platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => approver,
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
    }),
  );
  for (const rule of rules) await clients.approvals.createApprovalRule({ body: rule });
  folder = mkdtempSync(join(tmpdir(), 'ops-approvals-'));
  asRequester = await envOf(requester);
  asApprover = await envOf(approver);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const transferArgs = (amount: number) => [
  'balance-transfers',
  'create',
  '--from-virtual-account-code',
  shop.sellerAccounts[0] ?? '',
  '--to-virtual-account-code',
  shop.sellerAccounts[1] ?? '',
  '--amount',
  String(amount),
  '--currency',
  'EUR',
  '--type',
  'CORRECTION',
  '--yes',
];

describe('ops and approval rules', () => {
  it('sends a held transfer for approval (exit 4, its code on stdout); only another account approves it', async () => {
    const held = await runOps(transferArgs(150_000), asRequester);
    expect(held.code).toBe(4);
    const code = held.stdout.trim();
    expect(code).toMatch(/^AR-/);
    expect(held.stderr).toBe(`Sent for approval: ${code} (Transfers of EUR 1,000 or more)\n`);

    const mine = await runOps(['approvals', 'list', '--waiting-for-me', '--json', 'code'], asRequester);
    expect(mine.stdout).not.toContain(code);
    const theirs = await runOps(['approvals', 'list', '--waiting-for-me', '--json', 'code'], asApprover);
    expect(theirs.code).toBe(0);
    expect(theirs.stdout).toContain(code);
    const shown = await runOps(['approvals', 'show', code], asApprover);
    expect(shown.stdout).toContain('createBalanceTransfer');

    const approve = ['approvals', 'approve', '--approval-request-code', code, '--yes'];
    const own = await runOps(approve, asRequester);
    expect(own).toMatchObject({ code: 1, stderr: 'You asked for this, so someone else must approve it\n' });
    const done = await runOps(approve, asApprover);
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ code, status: 'EXECUTED', outcome: { status: 201 } });
  }, 60_000);

  it('waits with --wait for the approval and prints what the transfer answered', async () => {
    const waiting = startOps([...transferArgs(100_000), '--wait'], asRequester);
    let code: string | undefined;
    while (!code) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      code = /AR-\S+/.exec(waiting.run.stdout)?.[0];
    }
    await clients.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    const run = await waiting.done;
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('waiting for the approval');
    expect(JSON.parse(run.stdout.slice(run.stdout.indexOf('{')))).toMatchObject({ amount: 100_000 });
  }, 30_000);

  it('fails --wait with the rejection’s reason, and reject needs one', async () => {
    const waiting = startOps([...transferArgs(100_000), '--wait'], asRequester);
    let code: string | undefined;
    while (!code) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      code = /AR-\S+/.exec(waiting.run.stdout)?.[0];
    }
    const bare = await runOps(['approvals', 'reject', '--approval-request-code', code], asApprover);
    expect(bare.code).toBe(2);
    const reject = ['approvals', 'reject', '--approval-request-code', code, '--reason', 'Wrong seller'];
    expect((await runOps(reject, asApprover)).code).toBe(0);
    const run = await waiting.done;
    expect(run).toMatchObject({ code: 1 });
    expect(run.stderr).toContain(`${code} rejected: Wrong seller`);
  }, 30_000);

  it('stops bulk processing a rule holds with exit 4 and the approval request’s code', async () => {
    const codes = Array.from({ length: 6 }, (_, index) => `PR-APPROVE${index}`);
    await kit.platform.database.transaction((tx) =>
      tx.insert(payoutRequests).values(
        codes.map((code, index) => ({
          code,
          merchantCode: shop.merchantCode,
          divisionCode: shop.divisionCode,
          accountHolderCode: shop.sellers[0] ?? '',
          virtualAccountCode: shop.sellerAccounts[0] ?? '',
          externalAccountCode: `EA-${shop.sellers[0]}`,
          iban: shop.ibans[0] ?? null,
          creditorName: 'Seller 1',
          amount: 100 + index,
          sourceCurrency: 'EUR',
          targetCurrency: 'EUR',
          type: 'MANUAL' as const,
          createdBy: requester,
        })),
      ),
    );
    const run = await runOps(['payout-requests', 'process', '--yes', ...codes], asRequester);
    expect(run.code).toBe(4);
    const code = /AR-\S+/.exec(run.stdout)?.[0] ?? '';
    expect(run.stderr).toContain(`1 call was sent for approval: ${code}; nothing ran yet`);
    const request = await clients.approvals.getApprovalRequest({ params: { approvalRequestCode: code } });
    expect(request).toMatchObject({ actionKind: 'BULK_PAYOUT_PROCESSING', itemCount: 6, source: 'CLI' });
  }, 30_000);

  it('lists exit code 4 in ops --help', async () => {
    const help = await runOps(['--help'], asRequester);
    expect(help.stdout).toContain('4 sent for approval (nothing ran yet)');
  });
});
