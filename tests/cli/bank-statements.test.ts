import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import {
  bookedLines,
  today,
} from '../../packages/platform/src/services/reconciliation/workbench/testing/workbench-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let statementPath = '';
let payoutCode = '';
let truncatedCode = '';

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 2 });
  const address = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  const codes: string[] = [];
  for (const account of division.sellerAccounts) {
    await kit.deposit(account, 5_000);
    const request = await kit.payouts.createPayoutRequest({
      params: address,
      body: { virtualAccountCode: account, amountMode: 'PARTIAL', amount: 1_250 },
    });
    codes.push(request.code);
  }
  const report = await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: codes } });
  payoutCode = report.items[0]?.payoutCode ?? '';
  await kit.payouts.approvePayout({ params: { ...address, payoutCode, approverEmail: opsEmail } });
  await kit.payouts.instructPayout({ params: { ...address, payoutCode } });
  truncatedCode = codes[1] ?? '';
  const statement = await kit.payouts.sandboxBankStatement({
    params: { payoutCode },
    query: { truncate: truncatedCode },
  });
  folder = mkdtempSync(join(tmpdir(), 'ops-bank-'));
  statementPath = join(folder, 'statement.xml');
  writeFileSync(statementPath, await statement.text());
  env = await signedInEnv(kit.platform, folder);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops bank-statements import and ops bank-lines', () => {
  it('imports a camt.053 file, says how its lines reconciled, and adds nothing the second time', async () => {
    // It moves money: piped without --yes it asks nobody and imports nothing (the run after it finds every line new).
    const refused = await runOps(['bank-statements', 'import', statementPath], env);
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Import bank statement (camt.053) moves money, deletes or acts on many objects: add --yes to do it without a terminal\n',
    });
    const imported = await runOps(['bank-statements', 'import', statementPath, '--yes'], env);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toBe(
      'statement.xml: 2 entries in 1 statements, 2 new lines\n  failed: 1\n  reconciled: 1\n',
    );
    const again = await runOps(['bank-statements', 'import', statementPath, '--yes'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^statement\.xml was imported before \(BS-\S+\): nothing was added\n$/);
  }, 60_000);

  it('lists the failed line as CSV and links it to its payout by the full code', async () => {
    const csv = await runOps(['bank-lines', 'list', '--status', 'FAILED', '--payout-code', payoutCode, '--csv'], env);
    expect(csv.code).toBe(0);
    const [header, row = ''] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'settlementDate,code,type,status,pending,amount,currency,payoutCode,payoutRequestCode,reconciledTransactions,' +
        'merchant,from,toBank,connection,reference,description,failureReason',
    );
    expect(row).toContain(`,CONFIRMED_TRANSACTION,FAILED,false,`);
    expect(row).toContain(`No payout request matches reference ${truncatedCode.slice(0, 8)}`);
    const bankLineCode = row.split(',')[1] ?? '';
    const linked = await runOps(
      ['bank-lines', 'link-payout', '--bank-line-code', bankLineCode, '--payout-request-code', truncatedCode, '--yes'],
      env,
    );
    expect(linked.stderr).toBe('');
    expect(JSON.parse(linked.stdout)).toMatchObject({ status: 'RECONCILED', payoutRequestCode: truncatedCode });
    await kit.assertLedger();
  }, 60_000);

  it('marks a line the bank has not booked as pending, in the table and the machine formats', async () => {
    const [pending = ''] = await bookedLines(kit, [
      { amount: 4_321, bookingDate: today(), endToEndId: 'PR-NOT-BOOKED', status: 'PDNG' },
    ]);
    const json = await runOps(['bank-lines', 'list', '--status', 'UNALLOCATED', '--json', 'code,status,pending'], env);
    expect(json.stderr).toBe('');
    const listed = JSON.parse(json.stdout) as { code: string; status: string; pending: boolean }[];
    expect(listed.find((line) => line.code === pending)).toMatchObject({ status: 'UNALLOCATED', pending: true });
    expect(listed.filter((line) => line.code !== pending).every((line) => line.pending === false)).toBe(true);
    const table = await runOps(['bank-lines', 'list', '--status', 'UNALLOCATED'], env);
    expect(table.stdout.split('\n')[0]).toMatch(/Status +Pending/);
    expect(table.stdout.split('\n').find((line) => line.includes(pending))).toMatch(/UNALLOCATED +true/);
  }, 60_000);

  it("downloads the imported statement file of the division's lines as it came in", async () => {
    const imported = await runOps(['bank-statements', 'import', statementPath, '--yes', '--json'], env);
    const { code: fileCode } = JSON.parse(imported.stdout) as { code: string };
    const output = join(folder, 'downloaded.xml');
    const scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
    const downloaded = await runOps(
      ['bank-statement-files', 'download', '--file-code', fileCode, ...scope, '--output', output],
      env,
    );
    expect(downloaded.stderr).toBe('');
    expect(downloaded.stdout).toBe(`${output}\n`);
    expect(readFileSync(output, 'utf8')).toBe(readFileSync(statementPath, 'utf8'));
  }, 60_000);

  it('refuses a file that is not a statement with the platform’s one line, and a missing file', async () => {
    const notXml = join(folder, 'statement.csv');
    writeFileSync(notXml, 'booking;amount\n2026-11-26;12.50\n');
    const refused = await runOps(['bank-statements', 'import', notXml, '--yes'], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/Not XML: line 1, column 1: /);
    const missing = await runOps(['bank-statements', 'import', join(folder, 'nope.xml')], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`Cannot read ${join(folder, 'nope.xml')}`);
  }, 60_000);
});
