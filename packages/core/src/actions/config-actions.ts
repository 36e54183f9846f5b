import { divisionConfigPatchSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

/**
 * Changes the bound division's configuration: only the settings given change (balance transfers, the payout
 * scheduler and its refund period, the webhook URLs, the KYC settings). The platform acts on them at once: it
 * refuses transfers while they are off, plans the scheduler's next due date, sends webhooks to the URLs.
 */
export const setConfigAction = defineAction({
  id: 'config.set',
  labelKey: 'configurations.actions.set',
  group: 'merchant',
  keywords: ['configuration', 'settings', 'scheduler', 'refund period', 'webhook', 'balance transfers', 'configuratie'],
  permission: 'ops',
  route: 'updateDivisionConfig',
  needsMerchant: true,
  changes: ['divisions', 'sellers'],
  parameters: divisionConfigPatchSchema,
  async run(context, patch) {
    const scope = context.scope;
    if (!scope) throw new ActionRefusal('validation.selectMerchant');
    return await context.clients.accountOwner.updateDivisionConfig({ params: scope, body: patch });
  },
});

export const configActions = [setConfigAction];
