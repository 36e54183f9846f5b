// An analyst works the KYC checks queue from a terminal (issue 16): the queue, next task, a decision, the
// seller's history, and the refusals in the spec's words, through the real binary against the platform.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountOwnerTestKit,
  createMerchantScope,
  createSeller,
  startAccountOwnerTest,
} from '../../packages/platform/src/services/account-owner/testing/account-owner-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

const opsEmail = 'ops@sandbox.test';
const setupTimeoutMs = 60_000;
let kit: AccountOwnerTestKit;
let configHome: string;
let signedIn: Record<string, string>;
let scope: { merchantCode: string; divisionCode: string };
let sellerCodes: string[];

beforeAll(async () => {
  kit = await startAccountOwnerTest();
  scope = await createMerchantScope(kit.ops, 'Terminal Market');
  sellerCodes = [];
  for (const name of ['Anna Bakker', 'Bram de Boer']) {
    const lastName = name.split(' ').at(-1);
    const seller = await createSeller(kit.ops, scope, { name, identity: { lastName } });
    sellerCodes.push(seller.code);
  }
  configHome = mkdtempSync(join(tmpdir(), 'ops-kyc-'));
  signedIn = await signedInEnv(kit.platform, configHome);
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(configHome, { recursive: true, force: true });
});

describe('ops kyc-checks', () => {
  it(
    'lists the queue, hands out the next task, takes a decision and shows the history',
    async () => {
      const queue = await runOps(['kyc-checks', 'list', '--csv'], signedIn);
      expect(queue.code).toBe(0);
      const [header, ...rows] = queue.stdout.trim().split(/\r?\n/);
      expect(header).toBe(
        'code,sellerName,accountHolderCode,merchantName,divisionName,tier,reason,status,assignee,createdAt',
      );
      expect(rows.map((row) => row.split(',')[2])).toEqual(sellerCodes);

      const next = await runOps(['kyc-checks', 'next'], signedIn);
      expect(next.code).toBe(0);
      expect(JSON.parse(next.stdout)).toMatchObject({
        accountHolderCode: sellerCodes[0],
        status: 'ASSIGNED',
        assignee: opsEmail,
      });

      // The seller is MISSING_DATA: the graph does not let it be approved at once.
      const refused = await runOps(
        ['kyc-checks', 'decide', '--account-holder-code', sellerCodes[0] ?? '', '--status', 'ACTIVE'],
        signedIn,
      );
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('A seller cannot move from MISSING_DATA to ACTIVE');

      const evidence = join(mkdtempSync(join(tmpdir(), 'ops-kyc-')), 'register-extract.pdf');
      writeFileSync(evidence, '%PDF-1.4\n% the register says otherwise\n');
      const decided = await runOps(
        [
          'kyc-checks',
          'decide',
          '--account-holder-code',
          sellerCodes[0] ?? '',
          '--status',
          'FAILED',
          '--external-comment',
          'We could not verify your identity',
          '--internal-comment',
          'Name mismatch',
          '--files',
          evidence,
        ],
        signedIn,
      );
      expect(decided.code, decided.stderr).toBe(0);

      await runOps(['use', scope.merchantCode, scope.divisionCode], signedIn);
      const history = await runOps(['kyc-checks', 'history', sellerCodes[0] ?? '', '--jsonl'], signedIn);
      expect(history.code, history.stderr).toBe(0);
      const entries = history.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        previousStatus: 'MISSING_DATA',
        status: 'FAILED',
        analyst: opsEmail,
        externalComment: 'We could not verify your identity',
        internalComment: 'Name mismatch',
        files: [expect.objectContaining({ fileName: 'register-extract.pdf' })],
        changes: { new: expect.arrayContaining([{ field: 'lastName', before: null, after: 'Bakker' }]) },
      });
      const readable = await runOps(['kyc-checks', 'history', sellerCodes[0] ?? '', '--csv'], signedIn);
      expect(readable.stdout).toContain('MISSING_DATA → FAILED');
      expect(readable.stdout).toContain('+ lastName: Bakker');

      const done = await runOps(['kyc-checks', 'list', '--status', 'DONE', '--csv'], signedIn);
      expect(done.stdout).toContain(sellerCodes[0]);
    },
    setupTimeoutMs,
  );

  it(
    'sends sellers to the external provider',
    async () => {
      const codes = JSON.stringify(sellerCodes);
      const sent = await runOps(['kyc-checks', 'provider-request', '--account-holder-codes', codes], signedIn);
      expect(sent.code, sent.stderr).toBe(0);
      const { verifications } = JSON.parse(sent.stdout) as { verifications: { accountHolderCode: string }[] };
      expect(verifications.map((verification) => verification.accountHolderCode)).toEqual(sellerCodes);
    },
    setupTimeoutMs,
  );

  it(
    "says 'There are no KYCs to check' when the queue is empty",
    async () => {
      const last = await runOps(['kyc-checks', 'next'], signedIn);
      expect(JSON.parse(last.stdout).accountHolderCode).toBe(sellerCodes[1]);
      const empty = await runOps(['kyc-checks', 'next'], signedIn);
      expect(empty.code).not.toBe(0);
      expect(empty.stderr).toContain('There are no KYCs to check');
    },
    setupTimeoutMs,
  );
});
