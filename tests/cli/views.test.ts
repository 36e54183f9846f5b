import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps } from './run-ops.ts';
import { query, startViewsWorld, viewName } from './views-world.ts';

let kit: PayoutTestKit;
let shop: PayoutDivision;
let folder: string;
let oscar: Record<string, string>;
let tess: Record<string, string>;
let scope: string[];
let kycSellers: string[];

beforeAll(async () => {
  ({ kit, shop, folder, oscar, tess, scope, kycSellers } = await startViewsWorld());
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The codes a payout request list prints as JSON, checked to have succeeded quietly. */
async function listedCodes(args: string[], env = tess) {
  const run = await runOps(['payout-requests', 'list', ...args, '--json', 'code,status'], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code).sort();
}

describe('saved views in the cli', () => {
  it('--view prints the rows of a colleague’s shared view, the same as its query, and a flag given wins', async () => {
    const byView = await listedCodes(['--view', viewName, ...scope]);
    expect(byView).toEqual(['PR-VIEW-1', 'PR-VIEW-2']);
    expect(await listedCodes(['--query', query, ...scope])).toEqual(byView);
    // Unbound, the view's own division is listed.
    expect(await listedCodes(['--view', viewName])).toEqual(byView);
    expect(await listedCodes(['--view', viewName, '--query', 'status:waiting', ...scope])).toEqual(['PR-VIEW-WAIT']);

    const missing = await runOps(['payout-requests', 'list', '--view', 'No such view', ...scope], tess);
    expect(missing).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'No saved view named “No such view” of the Payout requests list\n',
    });
  }, 60_000);

  it('--view on the balance transfers list: its query, or its filters as flags, and a flag given wins', async () => {
    const amounts = async (args: string[]) => {
      const run = await runOps(['balance-transfers', 'list', ...args, '--json', 'amount'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { amount: number }[]).map((row) => row.amount);
    };
    const byView = await amounts(['--view', 'VAT transfers']);
    expect(byView).toEqual([200, 700]);
    expect(await amounts(['--type', 'VAT', ...scope])).toEqual(byView);
    expect(await amounts(['--view', 'VAT transfers', '--query', 'amount<5'])).toEqual([200, 300]);
    expect(await amounts(['--view', 'Corrections'])).toEqual([300]);
  }, 60_000);

  it('--view on the sellers list: its query, or its filters and switches as flags, and a flag given wins', async () => {
    const codes = async (args: string[]) => {
      const run = await runOps(['sellers', 'list', ...args, '--json', 'code'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code);
    };
    const byView = await codes(['--view', 'Sellers with money']);
    expect(byView.length).toBeGreaterThan(0);
    expect(await codes(['--query', 'balance>=50', ...scope])).toEqual(byView);
    const poorer = await codes(['--view', 'Sellers with money', '--query', 'balance<50']);
    expect(poorer).toEqual(await codes(['--query', 'balance<50', ...scope]));
    expect(poorer).not.toEqual(byView);
    const older = await codes(['--view', 'Active with balance']);
    expect(older.length).toBeGreaterThan(0);
    expect(await codes(['--status', 'ACTIVE', '--hide-no-balance', ...scope])).toEqual(older);
  }, 60_000);

  it('--view on the activity feed: its query, or its filters as flags, and a flag given wins', async () => {
    const objects = async (args: string[]) => {
      const run = await runOps(['activity', 'list', ...args, '--jsonl'], tess);
      expect(run.stderr).toBe('');
      return run.stdout
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { entityId: string }).entityId);
    };
    const byView = await objects(['--view', 'Transfers in the feed']);
    expect(byView).toHaveLength(3);
    expect(await objects(['--entity-type', 'balanceTransfer', ...scope])).toEqual(byView);
    expect(await objects(['--view', 'Transfers made'])).toEqual(byView);
    const [newest = ''] = byView;
    expect(await objects(['--view', 'Transfers in the feed', '--query', `object:${newest}`])).toEqual([newest]);
  }, 60_000);

  it("--view on the division's bank lines: its query, or its filters as flags, and a flag given wins", async () => {
    const codes = async (args: string[]) => {
      const run = await runOps(['bank-lines', 'list', ...args, '--json', 'code'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[])
        .map((row) => row.code)
        .filter((code) => code.startsWith('BL-VIEW'));
    };
    expect(await codes(['--view', 'Failed view lines', ...scope])).toEqual(['BL-VIEW-2', 'BL-VIEW-1']);
    expect(await codes(['--view', 'View deposits', ...scope])).toEqual(['BL-VIEW-3']);
    expect(await codes(['--view', 'View deposits', '--status', 'FAILED', ...scope])).toEqual(['BL-VIEW-1']);
    expect(await codes(['--view', 'Failed view lines', '--query', 'type:deposit', ...scope])).toEqual([
      'BL-VIEW-3',
      'BL-VIEW-1',
    ]);
    // Without a bound division, every division's lines: the other division's failed deposit too.
    expect(await codes(['--view', 'Failed view lines'])).toEqual(['BL-VIEW-4', 'BL-VIEW-2', 'BL-VIEW-1']);
  }, 60_000);

  it('--view on the PSP lines list: its query, or its filters as flags, and a flag given wins', async () => {
    const references = async (args: string[]) => {
      const run = await runOps(['psp-reports', 'list', ...args, '--json', 'pspReference,status'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { pspReference: string | null }[]).map((row) => row.pspReference);
    };
    expect(await references(['--view', 'Batch 92 lines'])).toEqual([null, 'PSP-VIEW-2']);
    expect(await references(['--view', 'Unallocated settlements'])).toEqual(['PSP-VIEW-2', 'PSP-VIEW-1']);
    expect(await references(['--view', 'Unallocated settlements', '--status', 'PARSED', '--type', 'UNKNOWN'])).toEqual([
      null,
    ]);
    expect(await references(['--view', 'Batch 92 lines', '--query', 'amount<0'])).toEqual([null]);
  }, 60_000);

  it('--view on the reports list: its query, or its filters as flags, and a flag given wins', async () => {
    const types = async (args: string[]) => {
      const run = await runOps(['reports', 'list', ...args, '--json', 'type'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { type: string }[]).map((row) => row.type);
    };
    const byView = await types(['--view', 'PDF reports']);
    expect(byView).toEqual(['FEES']);
    expect(await types(['--query', 'format:pdf', ...scope])).toEqual(byView);
    expect(await types(['--view', 'PDF reports', '--query', 'period>=2026-02-15'])).toEqual(['PAYOUTS', 'FEES']);
    expect(await types(['--view', 'First seller'])).toEqual(['ACCOUNT_STATEMENT']);
  }, 60_000);

  it('--view on the KYC checks list: its query, or its filters as flags, and a flag given wins', async () => {
    const sellers = async (args: string[]) => {
      const run = await runOps(['kyc-checks', 'list', ...args, '--json', 'accountHolderCode'], oscar);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { accountHolderCode: string }[]).map((row) => row.accountHolderCode);
    };
    expect(await sellers(['--view', 'Anna’s check'])).toEqual(kycSellers.slice(0, 1));
    expect(await sellers(['--view', 'Anna’s check', '--query', 'visser'])).toEqual(kycSellers);
    expect(await sellers(['--view', 'Open checks of the shop'])).toEqual(kycSellers);
    expect(await sellers(['--view', 'Open checks of the shop', '--status', 'DONE'])).toEqual([]);
  }, 60_000);

  it('--view on the payout batches list: its query, or its filters as flags, and a flag given wins', async () => {
    const totals = async (args: string[]) => {
      const run = await runOps(['payouts', 'list', ...args, '--json', 'total'], tess);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { total: number }[]).map((row) => row.total);
    };
    expect(await totals(['--view', 'Large open batches'])).toEqual([2_000]);
    expect(await totals(['--view', 'Large open batches', '--query', 'amount>20'])).toEqual([]);
    expect(await totals(['--view', 'Ready batches'])).toEqual([]);
    expect(await totals(['--view', 'Ready batches', '--status', 'OPEN'])).toEqual([2_000]);
  }, 60_000);

  it('ops views list and show say what each view is and what it restores', async () => {
    const listed = await runOps(
      ['views', 'list', '--list', 'payoutRequests', '--json', 'name,owner,shared,query'],
      tess,
    );
    expect(listed.stderr).toBe('');
    expect(JSON.parse(listed.stdout)).toEqual([{ name: viewName, owner: opsEmail, shared: true, query }]);

    const shown = await runOps(['views', 'show', viewName], tess);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(viewName);
    expect(shown.stdout).toContain(query);
    expect(shown.stdout).toContain(`${shop.merchantCode}/${shop.divisionCode}`);

    const wrongList = await runOps(['views', 'list', '--list', 'payouts'], tess);
    expect(wrongList.code).toBe(2);
    expect(wrongList.stderr).toContain('Unknown list payouts; the lists are sellers, kycChecks, transactions');
  }, 60_000);

  it('ops views delete asks first, prints with --dry-run, refuses a colleague and deletes the owner’s view', async () => {
    const piped = await runOps(['views', 'delete', viewName], oscar);
    expect(piped.code).toBe(1);
    expect(piped.stderr).toContain('add --yes');

    const dry = await runOps(['views', 'delete', viewName, '--dry-run'], oscar);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`Name: ${viewName}`);
    expect(dry.stdout).toMatch(/DELETE .*views\/api\/v1\/views\/\d+/);

    const colleague = await runOps(['views', 'delete', viewName, '--yes'], tess);
    expect(colleague.code).toBe(1);
    expect(colleague.stderr).toContain(`Only the owner of this view (${opsEmail}) can change or delete it`);
    expect(await listedCodes(['--view', viewName, ...scope])).toEqual(['PR-VIEW-1', 'PR-VIEW-2']);

    const deleted = await runOps(['views', 'delete', viewName, '--yes'], oscar);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted the view “${viewName}” of the Payout requests list\n` });
    const gone = await runOps(['payout-requests', 'list', '--view', viewName, ...scope], tess);
    expect(gone.code).toBe(1);
  }, 60_000);
});
