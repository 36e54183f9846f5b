import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payoutRequests } from '../../packages/platform/src/db/schema/index.ts';
import {
  opsEmail,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, startOps } from './run-ops.ts';

const count = 120;
let kit: PayoutTestKit;
let folder: string;
let env: Record<string, string>;
let codes: string[];
let rich = '';
let poor = '';
/** What the poor seller holds: enough for some of its requests, not for all. */
const poorBalance = 3_000;

beforeAll(async () => {
  kit = await startPayoutTest();
  const division = await kit.division({ sellers: 2 });
  [rich = '', poor = ''] = division.sellerAccounts;
  await kit.deposit(rich, 1_000_000);
  await kit.deposit(poor, poorBalance);
  codes = Array.from({ length: count }, (_, index) => `PR-CLI${String(index).padStart(4, '0')}`);
  await kit.platform.database.transaction((tx) =>
    tx.insert(payoutRequests).values(
      codes.map((code, index) => {
        const seller = index % 2;
        return {
          code,
          merchantCode: division.merchantCode,
          divisionCode: division.divisionCode,
          accountHolderCode: division.sellers[seller] ?? '',
          virtualAccountCode: division.sellerAccounts[seller] ?? '',
          externalAccountCode: `EA-${division.sellers[seller]}`,
          iban: division.ibans[seller] ?? null,
          creditorName: `Seller ${seller + 1}`,
          amount: 100 + index,
          sourceCurrency: 'EUR',
          targetCurrency: 'EUR',
          type: 'MANUAL' as const,
          createdBy: opsEmail,
        };
      }),
    ),
  );
  folder = mkdtempSync(join(tmpdir(), 'ops-process-'));
  writeFileSync(join(folder, 'codes.txt'), `${codes.join('\n')}\n`);
  env = {
    OPS_API_URL: kit.platform.baseUrl,
    OPS_LANG: 'en',
    XDG_CONFIG_HOME: folder,
    OPS_TOKEN: await kit.platform.tokenFor(opsEmail, 'ops-cli'),
  };
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('processes in bulk, interrupted midway and run again: each request once, the failures counted and reported', async () => {
  const args = [
    'payout-requests',
    'process',
    '--from-file',
    join(folder, 'codes.txt'),
    '--chunk-size',
    '5',
    '--concurrency',
    '1',
  ];
  const first = startOps(args, env);
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (first.run.stdout.split('\n').length > 20) {
        clearInterval(check);
        resolve();
      }
    }, 10);
  });
  first.child.kill('SIGINT');
  const stopped = await first.done;
  expect(stopped.code).toBe(130);
  expect(stopped.stderr).toMatch(/^Stopped: \d+ of 120 answered\./);

  const report = join(folder, 'report.csv');
  const second = await runOps([...args, '--report', report], env);
  const { elements: rows } = await kit.payouts.listPayoutRequests({ query: { search: 'PR-CLI', limit: 1_000 } });
  expect(rows).toHaveLength(count);
  const failed = rows.filter((row) => row.status === 'FAILED');
  expect(failed.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.status === 'ACCEPTED').length + failed.length).toBe(count);
  expect(second.code).toBe(1);
  expect(second.stderr).toBe(`${failed.length} of ${count} requests have failed\n`);

  // Exactly once: every accepted amount left the seller's balance once, for the payout balance.
  for (const [index, account] of [rich, poor].entries()) {
    const accepted = rows
      .filter((row) => row.status === 'ACCEPTED' && codes.indexOf(row.code) % 2 === index)
      .reduce((sum, row) => sum + row.amount, 0);
    const balances = await kit.balancesOf(account);
    expect(balances.payout).toBe(accepted);
    expect(balances.confirmed).toBe((index === 0 ? 1_000_000 : poorBalance) - accepted);
  }
  await kit.assertLedger();

  const lines = readFileSync(report, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('code,outcome,status,reason,payoutCode');
  expect(lines).toHaveLength(count + 1);
  expect(lines.filter((line) => line.includes(',failed,FAILED,'))).toHaveLength(failed.length);
}, 120_000);
