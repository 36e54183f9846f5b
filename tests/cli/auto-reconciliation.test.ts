import { mkdtempSync, rmSync } from 'node:fs';
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
let scope: string[] = [];
let paymentCode = '';
let integration: Awaited<ReturnType<PspTestKit['integratedShop']>>;

beforeAll(async () => {
  kit = await startPspTest();
  integration = await kit.integratedShop();
  const { shop } = integration;
  scope = ['--merchant', shop.merchantCode, '--division', shop.divisionCode];
  // A report line whose payment arrives after it: unallocated until an auto-reconciliation matches it again.
  await kit.psp.importPspSettlement({
    params: {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.integration.code,
    },
    body: {
      file: new File(
        [
          reportOf([
            {
              merchantAccount: integration.integration.merchantAccount,
              pspReference: 'CLI-LATE-1',
              type: 'Settled',
              grossCurrency: 'EUR',
              grossCredit: '30.00',
              netCurrency: 'EUR',
              netCredit: '29.70',
              commission: '0.30',
              bookingDate: '2026-03-04',
            },
          ]),
        ],
        'settlement.csv',
        { type: 'text/csv' },
      ),
    },
  });
  const payment = await kit.splits.createSplitPayment({
    body: { ...kit.payment(shop, [{ amount: 3_000, commission: 300 }]), pspReference: 'CLI-LATE-1' },
  });
  paymentCode = payment.code;
  folder = mkdtempSync(join(tmpdir(), 'ops-reconcile-'));
  env = await signedInEnv(kit.platform, folder);
}, 60_000);

afterAll(async () => {
  await kit?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the command while the platform's job queue runs, as the platform's own loops would. */
async function whileJobsRun(command: Promise<{ code: number | null; stdout: string; stderr: string }>) {
  let finished = false;
  const result = command.finally(() => {
    finished = true;
  });
  while (!finished) {
    await kit.platform.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return result;
}

describe('ops psp-integrations reconcile', () => {
  it('with --wait prints what the run did; without, the queued run (--json as the platform answers)', async () => {
    // Piped without --yes it refuses and queues no run: the payment stays unreconciled.
    const refused = await runOps(['psp-integrations', 'reconcile', '--wait', ...scope], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('add --yes to do it without a terminal');
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paymentCode } })).status).not.toBe('RECONCILED');
    const waited = await whileJobsRun(runOps(['psp-integrations', 'reconcile', '--wait', '--yes', ...scope], env));
    expect(waited.stderr).toBe('');
    expect(waited.code).toBe(0);
    expect(waited.stdout).toMatch(
      /^Auto-reconciliation AR-\S+ done: 0 reports imported, 1 PSP report lines and 0 bank statement lines matched\n$/,
    );
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paymentCode } })).status).toBe('RECONCILED');

    const queued = await runOps(['psp-integrations', 'reconcile', '--json', '--yes', ...scope], env);
    expect(queued.code).toBe(0);
    expect(JSON.parse(queued.stdout)).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL', outcome: null });
  }, 60_000);

  it('is refused with the platform one-line reason while auto-reconciliation is disabled', async () => {
    const { shop } = integration;
    await kit.psp.updatePspIntegration({
      params: {
        merchantCode: shop.merchantCode,
        divisionCode: shop.divisionCode,
        integrationCode: integration.integration.code,
      },
      body: { autoReconciliation: 'DISABLED' },
    });
    const refused = await runOps(['psp-integrations', 'reconcile', '--wait', '--yes', ...scope], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Auto-reconciliation is disabled');
  }, 60_000);
});
