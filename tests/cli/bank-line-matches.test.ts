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

// The workbench from the terminal: an unmatched line's candidates, a match and its unmatch.
let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 2 });
  folder = mkdtempSync(join(tmpdir(), 'ops-workbench-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops bank-lines candidates, match and unmatch', () => {
  it('lists the batch a line books first, matches it, and unmatches it with a reason', async () => {
    const batch = await instructedBatch(kit, division, [1_250, 750]);
    const [line = ''] = await bookedLines(kit, [{ amount: 2_000, bookingDate: today(), count: 2 }]);

    const listed = await runOps(['bank-lines', 'candidates', line, ...scope, '--csv', '--raw'], env);
    expect(listed.stderr).toBe('');
    const [header, best = ''] = listed.stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'score,kind,code,payoutCode,amount,currency,difference,differenceCurrency,withinTolerance,instructedOn,creditorName,iban',
    );
    expect(best).toMatch(new RegExp(`^\\d+,batch,${batch.payoutCode},${batch.payoutCode},2000,EUR,0,EUR,`));

    const candidates = JSON.stringify([{ kind: 'batch', code: batch.payoutCode }]);
    const matched = await runOps(
      [
        'bank-lines',
        'match',
        '--bank-line-codes',
        JSON.stringify([line]),
        '--candidates',
        candidates,
        ...scope,
        '--yes',
      ],
      env,
    );
    expect(matched.stderr).toBe('');
    expect(JSON.parse(matched.stdout)).toMatchObject({ status: 'MATCHED', bankLineCodes: [line], amount: 2_000 });

    const refused = await runOps(
      [
        'bank-lines',
        'match',
        '--bank-line-codes',
        JSON.stringify([line]),
        '--candidates',
        candidates,
        ...scope,
        '--yes',
      ],
      env,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Bank statement line ${line} is already matched`);

    const undone = await runOps(
      ['bank-lines', 'unmatch', '--bank-line-code', line, '--reason', 'Wrong batch', ...scope, '--yes'],
      env,
    );
    expect(undone.stderr).toBe('');
    expect(JSON.parse(undone.stdout)).toMatchObject({ status: 'UNMATCHED', unmatchReason: 'Wrong batch' });
    await kit.assertLedger();
  }, 120_000);
});
