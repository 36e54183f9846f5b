import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountOwnerClient } from '../../packages/core/src/api/index.ts';
import {
  opsEmail,
  type PayoutDivision,
  type PayoutTestKit,
  payoutSetupTimeoutMs,
  startPayoutTest,
} from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { runOps, signedInEnv, startOps } from './run-ops.ts';

let kit: PayoutTestKit;
let division: PayoutDivision;
let folder: string;
let env: Record<string, string>;
let sellerCode = '';
let payoutRequestCode = '';

beforeAll(async () => {
  kit = await startPayoutTest();
  division = await kit.division({ sellers: 1 });
  sellerCode = division.sellers[0] ?? '';
  const owner = createAccountOwnerClient(kit.api);
  const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode };
  await owner.updateDivisionAccountHolder({
    params: { ...params, accountHolderCode: sellerCode },
    body: { name: 'Bakkerij Audit' },
  });
  await kit.deposit(division.sellerAccounts[0] ?? '', 10_000);
  const request = await kit.payouts.createPayoutRequest({
    params,
    body: { virtualAccountCode: division.sellerAccounts[0] ?? '', amountMode: 'PARTIAL', amount: 2_500 },
  });
  payoutRequestCode = request.code;
  await kit.payouts.processPayoutRequests({ body: { payoutRequestCodes: [payoutRequestCode] } });
  folder = mkdtempSync(join(tmpdir(), 'ops-audit-'));
  env = await signedInEnv(kit.platform, folder);
}, payoutSetupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops audit', () => {
  it("shows who changed a seller's name, from what to what, as JSON lines and CSV", async () => {
    const jsonl = await runOps(['audit', 'accountHolder', sellerCode, '--jsonl'], env);
    expect(jsonl.stderr).toBe('');
    const [latest] = jsonl.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(latest).toMatchObject({
      actor: opsEmail,
      action: 'updateDivisionAccountHolder',
      entityType: 'accountHolder',
      entityId: sellerCode,
      after: expect.objectContaining({ name: 'Bakkerij Audit' }),
    });
    const csv = await runOps(['audit', 'accountHolder', sellerCode, '--csv'], env);
    const [header, row] = csv.stdout.trimEnd().split('\r\n');
    expect(header).toBe('when,who,action,changes');
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,ops@sandbox\.test,updateDivisionAccountHolder,/);
    expect(row).toMatch(/name: .+ → Bakkerij Audit/);
  }, 60_000);

  it("lists a payout request's trail newest first in a table, a page at a time", async () => {
    const table = await runOps(['audit', 'payoutRequest', payoutRequestCode], env);
    expect(table.code).toBe(0);
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^When\s+Who\s+Action\s+Changes/);
    expect(rows.map((row) => row.split(/\s+/)[3])).toEqual(['processPayoutRequests', 'createPayoutRequest']);
    expect(rows[0]).toMatch(/status: WAITING → ACCEPTED; payoutCode: — → PO-/);
    const first = await runOps(['audit', 'list', 'payoutRequest', payoutRequestCode, '--limit', '1'], env);
    expect(first.stdout.trimEnd().split('\n')).toHaveLength(2);
    expect(first.stderr).toContain('--page 2 for the next');
  }, 60_000);

  it('says so when nobody changed the entity, and what is missing when the code is left out', async () => {
    const none = await runOps(['audit', 'accountHolder', 'AH-NOBODY'], env);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('No results found\n');
    const missing = await runOps(['audit', 'accountHolder'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing entityId');
  }, 60_000);
});

describe('ops activity', () => {
  it("lists a division's changes with where each came from, and follows new ones as they are written", async () => {
    const scope = ['--merchant', division.merchantCode, '--division', division.divisionCode];
    const listed = await runOps(['activity', 'list', ...scope, '--entity-type', 'accountHolder', '--jsonl'], env);
    expect(listed.code).toBe(0);
    const [latest] = listed.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(latest).toMatchObject({
      action: 'updateDivisionAccountHolder',
      entityId: sellerCode,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      source: 'API',
    });

    const tail = startOps(['activity', 'tail', ...scope, '--limit', '1', '--jsonl'], env);
    try {
      // The newest entry first, then what is written after it.
      await vi.waitFor(() => expect(tail.run.stdout).toContain(`"divisionCode":"${division.divisionCode}"`), {
        timeout: 20_000,
      });
      await createAccountOwnerClient(kit.api).updateDivisionAccountHolder({
        params: {
          merchantCode: division.merchantCode,
          divisionCode: division.divisionCode,
          accountHolderCode: sellerCode,
        },
        body: { name: 'Bakkerij Gevolgd' },
      });
      await vi.waitFor(() => expect(tail.run.stdout).toContain('Bakkerij Gevolgd'), { timeout: 20_000 });
    } finally {
      tail.child.kill();
    }
  }, 90_000);
});

describe('ops audit verify', () => {
  it('says the chain holds, then names the entry edited behind the platform with exit code 1', async () => {
    const holds = await runOps(['audit', 'verify'], env);
    expect(holds.code).toBe(0);
    expect(holds.stdout).toMatch(/^The audit chain holds: \d+ entries checked, head \d+ [0-9a-f]{64}\n$/);

    const [edited] = await kit.auditOf('accountHolder', sellerCode);
    await kit.platform.database.transaction(async (tx) => {
      await tx.execute('alter table audit_events disable trigger audit_events_append_only');
      await tx.execute(`update audit_events set actor_email = 'someone@else.test' where id = ${Number(edited?.id)}`);
      await tx.execute('alter table audit_events enable trigger audit_events_append_only');
    });
    const broken = await runOps(['audit', 'verify'], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      new RegExp(
        `The audit chain is broken at entry ${edited?.id} \\(position \\d+\\): it was changed after it was written`,
      ),
    );
  }, 60_000);
});
