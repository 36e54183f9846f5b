import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PspTestKit,
  startPspTest,
} from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import { reportedLines } from '../../packages/platform/src/services/psp-adapter/workbench/testing/psp-workbench-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

// The PSP workbench from the terminal: an unmatched report item's candidates, a match and its unmatch; the exceptions
// queue.
let kit: PspTestKit;
let folder: string;
let env: Record<string, string>;

beforeAll(async () => {
  kit = await startPspTest();
  folder = mkdtempSync(join(tmpdir(), 'ops-psp-workbench-'));
  env = await signedInEnv(kit.platform, folder);
}, 60_000);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops psp-reports candidates, match and unmatch', () => {
  it('lists the payment an item settles first, matches it, refuses it twice, and unmatches it with a reason', async () => {
    const { shop, integration } = await kit.integratedShop();
    const scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
    const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 2_500, commission: 250 }]) });
    const [item = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'MISTYPED', gross: '25.00', commission: '0.25' },
    ]);

    const onWorkbench = await runOps(['psp-reports', 'list', '--workbench', ...scope, '--csv', '--raw'], env);
    expect(onWorkbench.stderr).toBe('');
    expect(onWorkbench.stdout).toContain(item);

    const listed = await runOps(['psp-reports', 'candidates', item, ...scope, '--csv', '--raw'], env);
    expect(listed.stderr).toBe('');
    const [header, best = ''] = listed.stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'score,kind,code,amount,currency,difference,differenceCurrency,withinTolerance,createdOn,pspReference,reference,' +
        'paymentMethod',
    );
    // The same amount on the same day is within even a division without a tolerance rule.
    expect(best).toMatch(new RegExp(`^\\d+,PAYMENT,${paid.code},2500,EUR,0,EUR,true,`));

    const match = ['psp-reports', 'match', '--report-item-codes', JSON.stringify([item])];
    const body = ['--split-codes', JSON.stringify([paid.code]), ...scope, '--yes'];
    const matched = await runOps([...match, ...body], env);
    expect(matched.stderr).toBe('');
    expect(JSON.parse(matched.stdout)).toMatchObject({
      status: 'MATCHED',
      reportItemCodes: [item],
      amount: 2_500,
      difference: 0,
    });
    const listedMatch = await runOps(
      ['psp-reports', 'list', '--workbench', ...scope, '--json', 'code,matchDifference'],
      env,
    );
    expect(JSON.parse(listedMatch.stdout)).toContainEqual({
      code: item,
      matchDifference: 0,
    });

    const refused = await runOps([...match, ...body], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`PSP report item ${item} is already matched`);

    const undone = await runOps(
      ['psp-reports', 'unmatch', '--report-item-code', item, '--reason', 'Wrong payment', ...scope, '--yes'],
      env,
    );
    expect(undone.stderr).toBe('');
    expect(JSON.parse(undone.stdout)).toMatchObject({ status: 'UNMATCHED', unmatchReason: 'Wrong payment' });
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paid.code } })).status).toBe('PENDING');
    await kit.assertHolds();
  }, 120_000);
});

describe('ops psp-reports exceptions', () => {
  it('lists each unplaced item with its reason and failure, as CSV and JSON, and by reason', async () => {
    const { shop, integration } = await kit.integratedShop();
    const scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
    const set = await runOps(['tolerance-rules', 'set', '--amount-minor', '10', ...scope], env);
    expect(set.stderr).toBe('');
    const payment = (amount: number) =>
      kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount, commission: amount / 10 }]) });
    await payment(1_500);
    await payment(1_510);
    const named = await payment(3_000);
    const [several = '', far = '', failed = ''] = await reportedLines(kit, shop, integration, [
      { type: 'Settled', reference: 'LOST-TWINS', gross: '15.05' },
      { type: 'Settled', reference: 'LOST-FAR', gross: '99.99' },
      { type: 'Settled', reference: named.pspReference ?? '', gross: '30.05' },
    ]);

    const csv = await runOps(['psp-reports', 'exceptions', ...scope, '--csv', '--raw'], env);
    expect(csv.stderr).toBe('');
    const [header, ...rows] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe('code,grossAmount,grossAmountCurrency,settlementDate,reason,candidateCount,failureReason');
    // Newest first: the report's last line first.
    expect(rows.map((row) => row.split(',').slice(0, 2).concat(row.split(',').slice(4, 6)))).toEqual([
      [failed, '3005', 'ONE_CANDIDATE', '1'],
      [far, '9999', 'OUTSIDE_TOLERANCE', '0'],
      [several, '1505', 'SEVERAL_CANDIDATES', '2'],
    ]);
    expect(rows[0]).toContain('30.05');

    const filtered = await runOps(
      ['psp-reports', 'exceptions', '--reason', 'SEVERAL_CANDIDATES', ...scope, '--json', 'code,reason,candidateCount'],
      env,
    );
    expect(filtered.stderr).toBe('');
    expect(JSON.parse(filtered.stdout)).toEqual([{ code: several, reason: 'SEVERAL_CANDIDATES', candidateCount: 2 }]);

    const refused = await runOps(['psp-reports', 'exceptions', '--reason', 'LOST', ...scope], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('expected one of "SEVERAL_CANDIDATES"');
  }, 120_000);
});
