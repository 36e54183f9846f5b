import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import {
  bookedLines,
  instructedBatch,
  today,
} from '../../packages/platform/src/services/reconciliation/workbench/testing/workbench-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 1 });
  folder = mkdtempSync(join(tmpdir(), 'ops-tolerance-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

const json = async <T>(args: string[]): Promise<T> => {
  const run = await runOps([...args, ...scope], env);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
};

describe('ops tolerance-rules', () => {
  it('shows the exact rule of a new division, sets part of it, and shows it in words', async () => {
    expect(await json(['tolerance-rules', 'show', '--json'])).toMatchObject({
      amountMinor: null,
      amountPercent: null,
      dateWindowDays: 0,
    });
    await json(['tolerance-rules', 'set', '--amount-minor', '75', '--date-window-days', '2']);
    await json(['tolerance-rules', 'set', '--amount-percent', '0.5']);
    expect(await json(['tolerance-rules', 'show', '--json'])).toMatchObject({
      amountMinor: 75,
      amountPercent: 0.5,
      dateWindowDays: 2,
    });
    const shown = await runOps(['tolerance-rules', 'show', ...scope], env);
    expect(shown.stdout).toMatch(/^Amount tolerance \(minor units\)\s+75$/m);
    expect(shown.stdout).toMatch(/^Date window \(days either side\)\s+2$/m);
  }, 60_000);

  it('refuses a window over a month naming the option, and changes nothing', async () => {
    const refused = await runOps(['tolerance-rules', 'set', '--date-window-days', '45', ...scope], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/--date-window-days: Too big/);
    expect(await json(['tolerance-rules', 'show', '--json'])).toMatchObject({ dateWindowDays: 2 });
  }, 60_000);

  it('lists the exceptions queue with a reason per line, and by reason', async () => {
    await json(['tolerance-rules', 'set', '--amount-minor', '10', '--date-window-days', '0']);
    await instructedBatch(kit, division, [1_500, 1_500]);
    const [several = '', none = ''] = await bookedLines(kit, [
      { amount: 1_505, bookingDate: today() },
      { amount: 9_999, bookingDate: today() },
    ]);
    const queue = await json<{ code: string; reason: string; candidateCount: number }[]>([
      'bank-lines',
      'exceptions',
      '--json',
      'code,reason,candidateCount',
    ]);
    expect(queue).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: several, reason: 'SEVERAL_CANDIDATES', candidateCount: 2 }),
        expect.objectContaining({ code: none, reason: 'OUTSIDE_TOLERANCE', candidateCount: 0 }),
      ]),
    );
    const filtered = await json<{ code: string }[]>([
      'bank-lines',
      'exceptions',
      '--reason',
      'SEVERAL_CANDIDATES',
      '--json',
      'code',
    ]);
    expect(filtered.map((row) => row.code)).toEqual([several]);
  }, 60_000);
});
