import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createSavedViewsClient } from '../../packages/core/src/api/index.ts';
import {
  type BilledDivision,
  billedDivision,
  type InvoicingTestKit,
  sampleTerms,
  setupTimeoutMs,
  startInvoicingTest,
} from '../../packages/platform/src/services/invoicing/testing/invoicing-test-kit.ts';
import { runOps, signedInEnv } from './run-ops.ts';

let kit: InvoicingTestKit;
let billed: BilledDivision;
let folder: string;
let env: Record<string, string>;
let scope: string[];
let contractCode = '';
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await startInvoicingTest();
  billed = await billedDivision(kit, { incomeDeposit: 1_000_000, settlements: [[new Date(), 250_000]] });
  contractCode = (
    await kit.billing.createFeeContract({ params: billed.address, body: { ...sampleTerms, status: 'ACTIVE' } })
  ).code;
  folder = mkdtempSync(join(tmpdir(), 'ops-invoices-'));
  env = await signedInEnv(kit.platform, folder);
  scope = ['--merchant', billed.address.merchantCode, '--division', billed.address.divisionCode];
}, setupTimeoutMs);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('ops invoices and ops contracts', () => {
  it('creates an invoice for a period, lists it and shows its lines; a period without an end, or one already invoiced, is refused', async () => {
    const missing = await runOps(['invoices', 'create', '--from', today, '--yes', ...scope], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--to');

    const created = await runOps(['invoices', 'create', '--from', today, '--to', today, '--yes', ...scope], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const { invoice } = JSON.parse(created.stdout) as { invoice: { code: string; total: number } };
    // 2,500.00 settled at 1.5%: 37.50; one split 0.10; two sellers 1.50; negative interest on 12,500.00 for a day at
    // 0.5% a year: 0.17; fixed 25.00; subtotal 64.27 and 21% VAT 13.50.
    expect(invoice.total).toBe(7_777);

    const again = await runOps(['invoices', 'create', '--from', today, '--to', today, '--yes', ...scope], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`This division already has an invoice in EUR for ${today} to ${today}`);

    const list = await runOps(['invoices', 'list', '--csv', ...scope], env);
    const [header, row, extra] = list.stdout.trimEnd().split('\r\n');
    expect(header).toBe('code,period,accountCode,accountName,createdAt,status,total,totalCurrency');
    expect(row).toContain(invoice.code);
    expect(extra).toBeUndefined();

    const shown = await runOps(['invoices', 'show', invoice.code, ...scope], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Processing volume fee\s+1\s+€2,500\.00\s+€37\.50/);
    expect(shown.stdout).toMatch(/Total\s+€77\.77/);
  }, 60_000);

  it('lists the contracts and shows one with its tiers', async () => {
    const list = await runOps(['contracts', 'list', ...scope], env);
    expect(list.stdout).toMatch(new RegExp(`${contractCode}\\s+EUR\\s+ACTIVE`));
    const shown = await runOps(['contracts', 'show', contractCode, ...scope], env);
    expect(shown.stdout).toContain('Up to €10,000.00');
    expect(shown.stdout).toMatch(/€50,000\.00 or more\s+0\.9%/);
  }, 60_000);

  it('filters invoices by a query, and --view opens a saved view of them', async () => {
    // Runs after the first test's invoice of today.
    const earlier = await kit.billing.createInvoice({
      params: billed.address,
      body: { from: daysAgo(10), to: daysAgo(5) },
    });
    const codes = async (args: string[]) => {
      const run = await runOps(['invoices', 'list', ...args, '--json', 'code'], env);
      expect(run.stderr).toBe('');
      return (JSON.parse(run.stdout) as { code: string }[]).map((row) => row.code);
    };
    const all = await codes(scope);
    expect(all).toHaveLength(2);
    expect(await codes([...scope, '--query', `period<=-1d currency:eur`])).toEqual([earlier.code]);
    expect(await codes([...scope, '--query', 'period:today amount>=50'])).toEqual(
      all.filter((code) => code !== earlier.code),
    );
    const token = await kit.platform.tokenFor('ops@sandbox.test');
    const api = createApiClient({
      baseUrl: `${kit.platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => 'ops@sandbox.test',
    });
    await createSavedViewsClient(api).createSavedView({
      body: {
        list: 'invoices',
        name: 'Earlier invoices',
        ...billed.address,
        shared: true,
        state: { query: 'period<-1d' },
      },
    });
    expect(await codes(['--view', 'Earlier invoices'])).toEqual([earlier.code]);
    const refused = await runOps(['invoices', 'list', ...scope, '--query', 'status:paid'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("'status' is not a field of this list (character 1)");
  }, 60_000);
});
