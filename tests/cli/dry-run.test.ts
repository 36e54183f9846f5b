// --dry-run on the commands that move money or delete (issue 35): the question a terminal would ask and the exact
// request, printed on standard output, nothing sent, exit 0 in a pipe without --yes; the platform is unchanged.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

const sample = new URL(
  '../../packages/platform/src/services/reconciliation/camt053/testing/samples/statement-001.02.xml',
  import.meta.url,
);
const codes = ['PR-DRY0001', 'PR-DRY0002', 'PR-DRY0003'];
let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let from = '';
let to = '';

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  [from = '', to = ''] = division.sellerAccounts;
  await kit.deposit(from, 10_000);
  await kit.platform.database.transaction((tx) =>
    tx.insert(payoutRequests).values(
      codes.map((code) => ({
        code,
        merchantCode: division.merchantCode,
        divisionCode: division.divisionCode,
        accountHolderCode: division.sellers[0] ?? '',
        virtualAccountCode: from,
        externalAccountCode: `EA-${division.sellers[0]}`,
        iban: division.ibans[0] ?? null,
        creditorName: 'Seller 1',
        amount: 100,
        sourceCurrency: 'EUR',
        targetCurrency: 'EUR',
        type: 'MANUAL' as const,
        createdBy: opsEmail,
      })),
    ),
  );
  folder = mkdtempSync(join(tmpdir(), 'ops-dry-run-'));
  env = await signedInEnv(kit.platform, folder);
  await runOps(['use', division.merchantCode, division.divisionCode], env);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const waitingCount = async () =>
  (await kit.payouts.listPayoutRequests({ query: { search: 'PR-DRY', status: 'WAITING', limit: 100 } })).totalCount;

describe('--dry-run', () => {
  it('prints the transfer’s question and request, sends nothing and exits 0 in a pipe without --yes', async () => {
    const transfer = [
      'balance-transfers',
      'create',
      '--from-virtual-account-code',
      from,
      '--to-virtual-account-code',
      to,
    ];
    const run = await runOps(
      [...transfer, '--amount', '1050', '--currency', 'EUR', '--type', 'CORRECTION', '--dry-run'],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('Nothing was sent (--dry-run)\n');
    const [question = '', request = ''] = run.stdout.split('\n\n');
    expect(question).toBe(
      `Balance transfer?\nThis moves money.\n  From account: ${from}\n  To account: ${to}\n  Amount: €10.50`,
    );
    const [said, route, key, ...body] = request.trimEnd().split('\n');
    expect([said, route]).toEqual(['Would send:', 'POST /api/main/api/v2/fund/internal/balance/transfer']);
    expect(key).toMatch(/^Idempotency-Key: [\w-]{20,}$/);
    expect(JSON.parse(body.join('\n'))).toEqual({
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount: 1050,
      currency: 'EUR',
      type: 'CORRECTION',
    });
    expect((await kit.balancesOf(from)).confirmed).toBe(10_000);
    expect((await kit.balancesOf(to)).confirmed).toBe(0);
    const listed = await runOps(['balance-transfers', 'list', '--json', 'code'], env);
    expect(JSON.parse(listed.stdout)).toEqual([]);
  }, 60_000);

  it('prints every process call of a bulk run chunk by chunk, each with its own key, and processes nothing', async () => {
    const run = await runOps(['payout-requests', 'process', ...codes, '--chunk-size', '2', '--dry-run'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Process payout requests\?\n/);
    expect(run.stdout).toContain('  Items: 3\n\nWould send:\n');
    const requests = run.stdout.split('Would send:\n').slice(1);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => JSON.parse(request.slice(request.indexOf('{'))))).toEqual([
      { payoutRequestCodes: codes.slice(0, 2) },
      { payoutRequestCodes: codes.slice(2) },
    ]);
    const keys = requests.map((request) => /Idempotency-Key: (\S+)/.exec(request)?.[1]);
    expect(new Set(keys).size).toBe(2);
    expect(await waitingCount()).toBe(3);
  }, 60_000);

  it('names an upload’s file and size, and a deletion’s route and reason, changing nothing', async () => {
    const path = sample.pathname;
    const upload = await runOps(['bank-statements', 'import', path, '--dry-run'], env);
    expect(upload.code, upload.stderr).toBe(0);
    expect(upload.stdout).toContain(`file: statement-001.02.xml (${statSync(path).size} bytes)\n`);
    expect(readFileSync(path, 'utf8')).toContain('BkToCstmrStmt');
    const lines = await runOps(['bank-lines', 'list', '--json', 'code'], env);
    expect(JSON.parse(lines.stdout)).toEqual([]);

    const seller = division.sellers[1] ?? '';
    const deletion = await runOps(
      ['sellers', 'delete', '--account-holder-code', seller, '--reason', 'Duplicate', '--dry-run'],
      env,
    );
    expect(deletion.code, deletion.stderr).toBe(0);
    expect(deletion.stdout).toContain(
      `Would send:\nDELETE /api/accountowner/api/v2/accountowners/merchants/${division.merchantCode}/`,
    );
    expect(deletion.stdout).toContain('X-Ops-Reason: Duplicate\n');
    const shown = await runOps(['sellers', 'show', seller, '--json'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ code: seller, deleted: false });
  }, 60_000);

  it('is offered only where the command asks first', async () => {
    const help = await runOps(['sellers', 'create', '--help'], env);
    expect(help.stdout).not.toContain('--dry-run');
    const deleteHelp = await runOps(['sellers', 'delete', '--help'], env);
    expect(deleteHelp.stdout).toContain('--dry-run');
  }, 60_000);
});
