import { toleranceRuleBodySchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

/**
 * Sets the bound division's reconciliation tolerance rule (issue 34; Configurations → Tolerance rules): how far
 * auto-matching lets a bank or PSP report line's amount and day be from its candidate's. Only the parts given change; the call
 * sets the rule whole, so the others are read first.
 */
export const setToleranceRuleAction = defineAction({
  id: 'toleranceRules.set',
  formScreen: '/configurations/tolerance-rules',
  labelKey: 'toleranceRules.actions.set',
  group: 'merchant',
  keywords: ['tolerance', 'reconciliation', 'auto-matching', 'date window', 'rule', 'tolerantie', 'afstemming'],
  permission: 'ops',
  route: 'setToleranceRule',
  needsMerchant: true,
  changes: ['divisions', 'bankLines'],
  parameters: toleranceRuleBodySchema.partial(),
  async run(context, parts) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    const params = { merchantCode, divisionCode };
    const current = await context.clients.reconciliation.getToleranceRule({ params });
    const body = {
      amountMinor: parts.amountMinor === undefined ? current.amountMinor : parts.amountMinor,
      amountPercent: parts.amountPercent === undefined ? current.amountPercent : parts.amountPercent,
      dateWindowDays: parts.dateWindowDays ?? current.dateWindowDays,
    };
    return context.clients.reconciliation.setToleranceRule({ params, body });
  },
});

export const toleranceRuleActions = [setToleranceRuleAction] as const;
