import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLedgerDivision,
  type LedgerDivision,
  setupTimeoutMs,
} from '../../packages/platform/src/ledger/testing/ledger-fixtures.ts';
import {
  depositsAt,
  parseStatementCsv,
} from '../../packages/platform/src/services/invoicing/reports/testing/reports-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../../packages/platform/src/testing/test-platform.ts';
import { runOps, signedInEnv, startOps } from './run-ops.ts';

let platform: TestPlatform;
let shop: LedgerDivision;
let folder: string;
let env: Record<string, string>;
const seller = () => shop.sellerAccounts[0] ?? '';
const scope = () => ['--merchant', shop.merchantCode, '--division', shop.divisionCode];

beforeAll(async () => {
  platform = await startTestPlatform();
  shop = await createLedgerDivision(platform.database, { sellers: 1 });
  await depositsAt(platform.database, [
    { virtualAccountCode: seller(), amount: 5_000, at: '2026-09-30T10:00:00.000Z' },
    { virtualAccountCode: seller(), amount: 1_234, at: '2026-10-02T10:00:00.000Z' },
  ]);
  folder = mkdtempSync(join(tmpdir(), 'ops-reports-'));
  env = await signedInEnv(platform, folder);
}, setupTimeoutMs);
afterAll(async () => {
  await platform?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops reports', () => {
  it('requests a statement, waits until the platform generated it, and writes the file', async () => {
    const output = join(folder, 'october.csv');
    const run = startOps(
      [
        'reports',
        'request',
        'ACCOUNT_STATEMENT',
        '--from',
        '2026-10-01',
        '--to',
        '2026-10-31',
        '--account',
        seller(),
        '--wait',
        '--output',
        output,
        ...scope(),
      ],
      env,
    );
    // The test platform's job queue does not run by itself: run it until the cli has its answer.
    let finished = false;
    void run.done.then(() => {
      finished = true;
    });
    while (!finished) {
      await platform.jobs.runDue();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await run.done;
    expect(answer.stderr).toMatch(
      /^Report RP-\w+ scheduled: Report will be generated and available soon\nReport RP-\w+ generated: 1 row\n$/,
    );
    expect(answer.code).toBe(0);
    expect(answer.stdout).toMatch(/^Written to .*october\.csv \(\d+ bytes\)\n$/);
    const statement = parseStatementCsv(readFileSync(output, 'utf8'));
    expect(statement.totals.get('Opening balance')).toBe(5_000);
    expect(statement.lines.map((line) => line.amount)).toEqual([1_234]);
    expect(statement.totals.get('Closing balance')).toBe(6_234);

    const listed = await runOps(['reports', 'list', '--csv', ...scope()], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')[1]).toMatch(
      new RegExp(`^RP-\\w+,ACCOUNT_STATEMENT,2026-10-01 – 2026-10-31,${seller()},`),
    );
  });

  it('says why a request is refused, in the catalogue words, and exits non-zero', async () => {
    const refused = await runOps(
      ['reports', 'request', 'FEES', '--from', '2026-10-02', '--to', '2026-10-01', ...scope()],
      env,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Invalid date range');
  });
});
