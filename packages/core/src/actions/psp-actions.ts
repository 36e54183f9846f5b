import { z } from 'zod';
import type { MerchantScope } from '../api/index.ts';
import {
  type AutoReconciliationRun,
  autoReconciliationSchedulings,
  autoReconciliationStatuses,
  maxUploadBytes,
  pspProviders,
} from '../contract/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);
const day = z.iso.date();

/** What reconciling PSP report items changes: the items, the transactions they settle and the balances that moved. */
const reconciled = ['pspReports', 'transactions', ...balanceCaches] as const;

/** The bound division; `needsMerchant` has made sure there is one (spec section 5: a merchant must be selected). */
export function boundDivision(context: ActionContext): { merchantCode: string; divisionCode: string } {
  const scope: MerchantScope | undefined = context.scope;
  if (!scope?.merchantCode || !scope.divisionCode) throw new ActionRefusal('validation.selectMerchant');
  return { merchantCode: scope.merchantCode, divisionCode: scope.divisionCode };
}

const integrationAddress = (context: ActionContext, integrationCode: string) => ({
  ...boundDivision(context),
  integrationCode,
});

/**
 * Imports a settlement details report (CSV) of one of the division's PSP integrations: its lines become PSP report
 * items, reconciled at once with the payments, refunds and chargebacks they name. The same file again adds nothing.
 */
export const importPspSettlementAction = defineAction({
  id: 'pspSettlements.import',
  risk: 'movesMoney',
  labelKey: 'pspReports.actions.importSettlement',
  group: 'payouts',
  keywords: ['psp', 'settlement', 'report', 'csv', 'import', 'reconcile', 'adyen', 'afrekening', 'importeren'],
  permission: 'ops',
  route: 'importPspSettlement',
  needsMerchant: true,
  changes: reconciled,
  cliCommand: 'own',
  formScreen: '/psp-integration',
  parameters: z.object({ integrationCode: code, file: z.file().max(maxUploadBytes) }),
  run: (context, { integrationCode, file }) =>
    context.clients.pspAdapter.importPspSettlement({
      params: integrationAddress(context, integrationCode),
      body: { file },
    }),
});

/**
 * Retriggers a PSP integration for a date range of at most one month (spec section 5): the PSP's settlement report
 * of the range is fetched and imported.
 */
export const retriggerPspIntegrationAction = defineAction({
  id: 'pspIntegrations.retrigger',
  risk: 'movesMoney',
  labelKey: 'pspReports.actions.retrigger',
  group: 'payouts',
  keywords: ['psp', 'adapter', 'retrigger', 'settlement', 'report', 'fetch', 'opnieuw'],
  permission: 'ops',
  route: 'retriggerPspIntegration',
  needsMerchant: true,
  changes: reconciled,
  formScreen: '/psp-integration',
  parameters: z.object({ integrationCode: code, from: day, to: day }),
  run: (context, { integrationCode, from, to }) =>
    context.clients.pspAdapter.retriggerPspIntegration({
      params: integrationAddress(context, integrationCode),
      body: { from, to },
    }),
});

/** How often a waiting trigger asks for its run, and for how long at most. */
const runPollMs = 500;
const runWaitMs = 120_000;

async function finishedRun(context: ActionContext, run: AutoReconciliationRun): Promise<AutoReconciliationRun> {
  let current = run;
  const until = Date.now() + runWaitMs;
  while (current.status === 'QUEUED' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, runPollMs));
    current = await context.clients.pspAdapter.getAutoReconciliationRun({
      params: { ...boundDivision(context), runCode: run.code },
    });
  }
  return current;
}

/**
 * Trigger auto-reconciliation (spec sections 2 and 6, an ops tool): the bound division's PSP reports are fetched
 * and imported and its unmatched lines matched again, as a run on the platform's job queue. The platform refuses it
 * while no integration of the division has auto-reconciliation enabled (spec section 4). The run's answer is what
 * it did: the palette waits for it (so the lists it changes are fresh), the cli only with `--wait`.
 */
export const reconcilePspIntegrationsAction = defineAction({
  id: 'pspIntegrations.reconcile',
  risk: 'movesMoney',
  labelKey: 'pspReports.actions.reconcile',
  group: 'payouts',
  keywords: ['auto-reconciliation', 'reconcile', 'trigger', 'psp', 'bank', 'ops tools', 'automatische reconciliatie'],
  permission: 'ops',
  route: 'triggerAutoReconciliation',
  needsMerchant: true,
  changes: [...reconciled, 'bankLines', 'payouts'],
  cliCommand: 'own',
  parameters: z.object({ wait: z.boolean().optional() }),
  run: async (context, { wait }) => {
    const run = await context.clients.pspAdapter.triggerAutoReconciliation({ params: boundDivision(context) });
    return wait === false ? run : finishedRun(context, run);
  },
});

/** Integrates the bound division with a PSP merchant account. */
export const addPspIntegrationAction = defineAction({
  id: 'pspIntegrations.add',
  labelKey: 'pspReports.actions.add',
  group: 'merchant',
  keywords: ['psp', 'payment provider', 'integration', 'adyen', 'add', 'betaalprovider'],
  permission: 'ops',
  route: 'createPspIntegration',
  needsMerchant: true,
  changes: ['pspReports'],
  formScreen: '/configurations/payment-providers',
  parameters: z.object({
    provider: z.enum(pspProviders),
    merchantAccount: code,
    autoReconciliation: z.enum(autoReconciliationStatuses).optional(),
    scheduling: z.enum(autoReconciliationSchedulings).optional(),
  }),
  run: (context, body) => context.clients.pspAdapter.createPspIntegration({ params: boundDivision(context), body }),
});

/** Changes a PSP integration's merchant account or auto-reconciliation. */
export const editPspIntegrationAction = defineAction({
  id: 'pspIntegrations.edit',
  labelKey: 'pspReports.actions.edit',
  group: 'merchant',
  keywords: ['psp', 'payment provider', 'integration', 'edit', 'auto-reconciliation', 'wijzigen'],
  permission: 'ops',
  route: 'updatePspIntegration',
  needsMerchant: true,
  changes: ['pspReports'],
  formScreen: '/configurations/payment-providers',
  parameters: z.object({
    integrationCode: code,
    merchantAccount: code.optional(),
    autoReconciliation: z.enum(autoReconciliationStatuses).optional(),
    scheduling: z.enum(autoReconciliationSchedulings).optional(),
  }),
  run: (context, { integrationCode, ...body }) =>
    context.clients.pspAdapter.updatePspIntegration({ params: integrationAddress(context, integrationCode), body }),
});

/** Removes a PSP integration: it reads no more reports; the items it imported stay. */
export const removePspIntegrationAction = defineAction({
  id: 'pspIntegrations.remove',
  risk: 'deletes',
  confirmKey: 'pspReports.paymentProviders.removeMessage',
  labelKey: 'pspReports.actions.remove',
  group: 'merchant',
  keywords: ['psp', 'payment provider', 'integration', 'remove', 'delete', 'verwijderen'],
  permission: 'ops',
  route: 'deletePspIntegration',
  needsMerchant: true,
  changes: ['pspReports'],
  formScreen: '/configurations/payment-providers',
  parameters: z.object({ integrationCode: code }),
  run: (context, { integrationCode }) =>
    context.clients.pspAdapter.deletePspIntegration({ params: integrationAddress(context, integrationCode) }),
});

/** The settlement report an execution imported, as it came in (spec section 6: PSP file download). */
export const downloadPspFileAction = defineAction({
  id: 'pspFiles.download',
  labelKey: 'pspReports.actions.download',
  group: 'payouts',
  keywords: ['psp', 'settlement', 'report', 'file', 'csv', 'download', 'execution'],
  permission: 'ops',
  route: 'downloadPspFile',
  needsMerchant: true,
  changes: [],
  parameters: z.object({ executionId: code }),
  run: (context, { executionId }) =>
    context.clients.pspAdapter.downloadPspFile({ params: { ...boundDivision(context), executionId } }),
});

export const pspActions = [
  downloadPspFileAction,
  importPspSettlementAction,
  retriggerPspIntegrationAction,
  reconcilePspIntegrationsAction,
  addPspIntegrationAction,
  editPspIntegrationAction,
  removePspIntegrationAction,
];
