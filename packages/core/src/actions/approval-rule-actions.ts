import { z } from 'zod';
import { approvalRuleBodySchema } from '../contract/index.ts';
import { defineAction } from './action.ts';

const approvalRuleCode = z.object({
  approvalRuleCode: z.string().trim().min(1).describe('The approval rule (RULE-…)'),
});

/**
 * Adds an approval rule to the bound division (issue 29): from then on the actions it names, when its conditions
 * hold, wait for one or two approvers instead of running.
 */
export const createApprovalRuleAction = defineAction({
  id: 'approvalRules.create',
  formScreen: '/configurations/approval-rules',
  labelKey: 'approvalRules.actions.create',
  group: 'approvals',
  keywords: ['approval rule', 'four eyes', 'rule', 'goedkeuringsregel', 'vier ogen'],
  permission: 'ops',
  needsMerchant: true,
  changes: ['approvals'],
  parameters: approvalRuleBodySchema,
  run: (context, body) => context.clients.approvals.createApprovalRule({ body }),
});

/** Rewrites the approval rule on view with every field given (what it holds, conditions, approvers, enabled). */
export const replaceApprovalRuleAction = defineAction({
  id: 'approvalRules.replace',
  labelKey: 'approvalRules.actions.replace',
  group: 'approvals',
  keywords: ['approval rule', 'edit', 'enable', 'disable', 'goedkeuringsregel', 'bewerken'],
  permission: 'ops',
  needsMerchant: true,
  about: 'approvalRuleCode',
  changes: ['approvals'],
  parameters: approvalRuleCode.extend(approvalRuleBodySchema.shape),
  run: (context, { approvalRuleCode: ruleCode, ...body }) =>
    context.clients.approvals.replaceApprovalRule({ params: { ruleCode }, body }),
});

/** Deletes the approval rule on view: what it held back runs without approval from then on. */
export const deleteApprovalRuleAction = defineAction({
  id: 'approvalRules.delete',
  labelKey: 'approvalRules.actions.delete',
  group: 'approvals',
  keywords: ['approval rule', 'delete', 'remove', 'goedkeuringsregel', 'verwijderen'],
  permission: 'ops',
  needsMerchant: true,
  risk: 'deletes',
  undoable: true,
  confirmKey: 'approvalRules.confirmDelete',
  about: 'approvalRuleCode',
  changes: ['approvals'],
  parameters: approvalRuleCode,
  run: (context, { approvalRuleCode: ruleCode }) =>
    context.clients.approvals.deleteApprovalRule({ params: { ruleCode } }),
});

export const approvalRuleActions = [createApprovalRuleAction, replaceApprovalRuleAction, deleteApprovalRuleAction];
