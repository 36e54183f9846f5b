// `ops payout-requests process` of 10,000 waiting payout requests: the real binary at its default concurrency, codes from
// a file, against the embedded platform on PGlite in this process. Every request must be accepted once: each
// seller's payout balance must be the sum of its requests, and the ledger's invariants must hold.
// Budget (issue 8): 300 requests per second, zero processed twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readVirtualAccountBalances } from '../../packages/platform/src/ledger/balances.ts';
import {
  opsEmail,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { opsNodeArgs } from '../cli/run-ops.ts';
import { waitingPayoutRequests } from './payout-fixtures.ts';
import { report } from './report.ts';

const requests = 10_000;
const sellers = 100;

const kit = await startPayoutTest();
const folder = mkdtempSync(join(tmpdir(), 'ops-bench-process-'));
try {
  const { division, codes } = await waitingPayoutRequests(kit, { sellers, count: requests });
  writeFileSync(join(folder, 'codes.txt'), `${codes.join('\n')}\n`);
  const env = {
    ...process.env,
    OPS_API_URL: kit.platform.baseUrl,
    OPS_TOKEN: await kit.platform.tokenFor(opsEmail, 'ops-cli'),
    XDG_CONFIG_HOME: folder,
    OPS_LANG: 'en',
  };
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [...opsNodeArgs, 'payout-requests', 'process', '--yes', '--from-file', join(folder, 'codes.txt')],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const seconds = (performance.now() - start) / 1000;
  if (code !== 0) throw new Error(`ops payout-requests process exited with ${code}`);
  await kit.assertLedger();
  const expected = new Map<string, number>();
  for (const [index] of codes.entries()) {
    const account = division.sellerAccounts[index % sellers] ?? '';
    expected.set(account, (expected.get(account) ?? 0) + 1 + (index % 997));
  }
  let sellersOff = 0;
  for (const [account, payout] of expected) {
    const stored = await readVirtualAccountBalances(kit.platform.database.db, account);
    if (stored?.payout !== payout) sellersOff += 1;
  }
  report('CLI: ops payout-requests process against the embedded platform (PGlite), default concurrency', [
    {
      name: `requests/s, ${requests.toLocaleString('en')} requests, the binary's whole run`,
      value: requests / seconds,
      unit: 'requests/s',
      budget: 300,
      higherIsBetter: true,
    },
    {
      name: 'sellers whose payout balance is not the sum of their requests',
      value: sellersOff,
      unit: 'sellers',
      budget: 0,
    },
  ]);
} finally {
  await kit.close();
  rmSync(folder, { recursive: true, force: true });
}
