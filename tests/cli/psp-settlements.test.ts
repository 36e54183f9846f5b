import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PspTestKit,
  reportOf,
  startPspTest,
} from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PspTestKit;
let folder: string;
let env: Record<string, string>;
let reportPath = '';
let scope: string[] = [];
let integrationCode = '';
let paymentCode = '';

beforeAll(async () => {
  kit = await startPspTest();
  const { shop, integration } = await kit.integratedShop();
  integrationCode = integration.code;
  scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
  const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 2_000, commission: 200 }]) });
  paymentCode = paid.code;
  folder = mkdtempSync(join(tmpdir(), 'ops-psp-'));
  reportPath = join(folder, 'settlement.csv');
  const line = {
    merchantAccount: integration.merchantAccount,
    pspReference: paid.pspReference ?? '',
    merchantReference: 'order 1',
    type: 'Settled',
    grossCurrency: 'EUR',
    grossCredit: '20.00',
    netCurrency: 'EUR',
    netCredit: '19.80',
    commission: '0.20',
    batchNumber: '7',
    bookingDate: '2026-03-04',
  };
  writeFileSync(reportPath, reportOf([line]));
  env = await signedInEnv(kit.platform, folder);
}, 60_000);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops psp import, ops psp-reports list and ops psp-settlements list', () => {
  it('imports a settlement report, says how its lines reconciled, and adds nothing the second time', async () => {
    // Piped without --yes it refuses and imports nothing: the run after it finds its one line new.
    const refused = await runOps(['psp', 'import', reportPath, '--integration', integrationCode, ...scope], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('add --yes to do it without a terminal');
    const imported = await runOps(
      ['psp', 'import', reportPath, '--integration', integrationCode, '--yes', ...scope],
      env,
    );
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toBe('settlement.csv: 1 lines, 1 new, reconciled\n  reconciled: 1\n');
    const again = await runOps(['psp', 'import', reportPath, '--integration', integrationCode, '--yes', ...scope], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^settlement\.csv was imported before \(PX-\S+\): nothing was added\n$/);
  }, 60_000);

  it('lists the reconciled item as CSV and JSON', async () => {
    const csv = await runOps(
      ['psp-reports', 'list', '--integration-code', integrationCode, '--status', 'RECONCILED', '--csv', ...scope],
      env,
    );
    expect(csv.code).toBe(0);
    const [header, row = ''] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'settlementDate,code,type,status,grossAmount,grossAmountCurrency,commission,commissionCurrency,currency,' +
        'batchNumber,splitCode,reconciledTransactions,matchDifference,matchDifferenceCurrency,merchant,from,toBank,' +
        'connection,pspReference,description',
    );
    expect(row).toContain(',SETTLEMENT,RECONCILED,2000,EUR,20,EUR,EUR,7,');
    // Reconciled by the import, in no workbench match: no match difference.
    expect(row).toContain(`,${paymentCode},1,,,`);
    const json = await runOps(
      [
        'psp-reports',
        'list',
        '--integration-code',
        integrationCode,
        '--json',
        'splitCode,status,grossAmount',
        ...scope,
      ],
      env,
    );
    expect(JSON.parse(json.stdout)).toEqual([{ splitCode: paymentCode, status: 'RECONCILED', grossAmount: 2_000 }]);
  }, 60_000);

  it("lists the division's settlement batch with its totals (ops psp-settlements list)", async () => {
    const csv = await runOps(['psp-settlements', 'list', '--csv', ...scope], env);
    expect(csv.stderr).toBe('');
    expect(csv.code).toBe(0);
    const [header, row = ''] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'settlementDate,batchNumber,currency,grossAmount,grossAmountCurrency,commission,commissionCurrency,' +
        'netAmount,netAmountCurrency,lineCount,reconciledCount,status,fileName,executionId',
    );
    expect(row).toMatch(/^2026-03-04,7,EUR,2000,EUR,20,EUR,1980,EUR,1,1,RECONCILED,settlement\.csv,PX-\S+$/);
    const unbound = await runOps(['psp-settlements', 'list'], env);
    expect(unbound.code).not.toBe(0);
    expect(unbound.stderr).toContain('Please select a merchant and try again');
  }, 60_000);

  it('lists the acquirers with what was imported from each, without a bound merchant (ops acquirers list)', async () => {
    const json = await runOps(
      ['acquirers', 'list', '--json', 'provider,integrations,reports,lines,unmatchedLines'],
      env,
    );
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual([
      { provider: 'ADYEN', integrations: 1, reports: 1, lines: 1, unmatchedLines: 0 },
    ]);
  }, 60_000);

  it('refuses a bad file with the platform one-line reason and a failing exit code', async () => {
    const bad = join(folder, 'bad.csv');
    writeFileSync(bad, 'Merchant Account,Psp Reference\nX,Y\n');
    const refused = await runOps(['psp', 'import', bad, '--integration', integrationCode, '--yes', ...scope], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("Line 1: the column 'Merchant Reference' is missing");
  }, 60_000);
});
