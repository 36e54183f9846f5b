// Reasons (issue 30): `--reason` goes with every call and is kept with the audit entry; a division that requires a
// reason for money movements refuses a transfer without one from a pipe (exit 1, nothing moved).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import {
  type FundTestKit,
  setupTimeoutMs,
  startFundTest,
} from '../../packages/platform/src/services/fund/testing/fund-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: FundTestKit;
let shop: LedgerDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  await kit.deposit(shop.sellerAccounts[0] ?? '', 100_000);
  folder = mkdtempSync(join(tmpdir(), 'ops-reasons-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const transfer = (amount: number, ...extra: string[]) => [
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
  ...scope,
  ...extra,
];

describe('ops --reason', () => {
  it('shows and sets the kinds a division requires a reason for', async () => {
    const shown = await runOps(['config', 'show', ...scope], env);
    expect(shown.stdout).toMatch(/^Reasons required for\s+None$/m);
    const set = await runOps(['config', 'set', '--reasons-required', '["moneyMovement"]', ...scope], env);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    const again = await runOps(['config', 'show', ...scope], env);
    expect(again.stdout).toMatch(/^Reasons required for\s+Money movements$/m);
  }, 60_000);

  it('refuses a transfer without a reason from a pipe, exit 1, and moves nothing', async () => {
    const before = await kit.balancesOf(shop.sellerAccounts[0] ?? '');
    const refused = await runOps(transfer(1_000), env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('A reason is required for this change in this division');
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toEqual(before);
  }, 60_000);

  it('makes the transfer with --reason, and its audit entry keeps the reason', async () => {
    const made = await runOps(transfer(1_000, '--reason', 'Refund of the double March fee'), env);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const code = /BT-[A-Z0-9]+/.exec(made.stdout)?.[0] ?? '';
    const [entry] = await kit.auditOf('balanceTransfer', code);
    expect(entry).toMatchObject({
      action: 'createBalanceTransfer',
      source: 'CLI',
      reason: 'Refund of the double March fee',
    });
  }, 60_000);
});
