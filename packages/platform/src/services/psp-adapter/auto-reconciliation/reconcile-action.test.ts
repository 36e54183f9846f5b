import { actionRegistry, availableActions, reconcilePspIntegrationsAction, runAction } from '@ops/core/actions';
import { i18nObject } from '@ops/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsActionContext } from '../../../testing/ops-action-context.ts';
import { opsEmail } from '../../fund/splits/testing/split-test-kit.ts';
import { type PspTestKit, startPspTest } from '../testing/psp-test-kit.ts';

// The registry's Trigger auto-reconciliation (palette and cli) on the platform.
let kit: PspTestKit;
let token: string;

beforeAll(async () => {
  kit = await startPspTest();
  token = await kit.platform.tokenFor(opsEmail);
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

type Scope = { merchantCode: string; divisionCode: string } | undefined;
const context = (scope: Scope) => opsActionContext(kit.platform, { token, email: opsEmail }, scope);

describe('Trigger auto-reconciliation', () => {
  it('is offered once a division is bound, under the spec’s name, and changes the lists reconciling changes', () => {
    const offered = (scope: Scope) =>
      availableActions(actionRegistry, context(scope)).some((action) => action.id === 'pspIntegrations.reconcile');
    expect(offered(undefined)).toBe(false);
    expect(offered({ merchantCode: 'M-1', divisionCode: 'D-1' })).toBe(true);
    expect(i18nObject('en').pspReports.actions.reconcile()).toBe('Trigger auto-reconciliation');
    expect(reconcilePspIntegrationsAction.changes).toEqual(
      expect.arrayContaining(['pspReports', 'transactions', 'bankLines', 'fundsOverview']),
    );
  });

  it('waits for its run and answers what it did', async () => {
    const { shop } = await kit.integratedShop();
    const scope = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    let finished = false;
    const running = runAction(reconcilePspIntegrationsAction, context(scope), {}).finally(() => {
      finished = true;
    });
    while (!finished) {
      await kit.platform.jobs.runDue();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await running).toMatchObject({
      status: 'DONE',
      trigger: 'MANUAL',
      outcome: { reports: [], pspLinesMatched: 0, bankLinesMatched: 0 },
    });
  });

  it('is refused in the spec’s sense while auto-reconciliation is disabled', async () => {
    const { shop, integration } = await kit.integratedShop();
    const scope = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    await kit.psp.updatePspIntegration({
      params: { ...scope, integrationCode: integration.code },
      body: { autoReconciliation: 'DISABLED' },
    });
    const refused = await runAction(reconcilePspIntegrationsAction, context(scope), { wait: false }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      status: 409,
      error: { message: expect.stringMatching(/^Auto-reconciliation is disabled/) },
    });
  });
});
