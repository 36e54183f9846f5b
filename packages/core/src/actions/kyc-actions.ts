import { z } from 'zod';
import {
  accountHolderStatusSchema,
  kycDeciders,
  kycPermissionSchema,
  kycTierSchema,
  relianceModelSchema,
  uploadFileSchema,
} from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

const code = z.string().trim().min(1);
const taskCode = z.object({ taskCode: code });
const comment = z.string().trim().max(2000).optional();

/** Next task: the oldest unassigned KYC task is assigned to the user and opened. */
export const nextKycTaskAction = defineAction({
  id: 'kycChecks.next',
  labelKey: 'kyc.actions.next',
  group: 'kycChecks',
  keywords: ['kyc', 'next task', 'check', 'queue', 'volgende taak'],
  shortcut: 'k n',
  permission: 'ops',
  route: 'nextKycTask',
  needsMerchant: false,
  changes: ['kycChecks'],
  parameters: z.object({ merchantCode: code.optional() }),
  async run(context, { merchantCode }) {
    const task = await context.clients.kyc.nextKycTask({ body: merchantCode ? { merchantCode } : {} });
    context.navigate('/kycChecks', { task: task.code });
    return task;
  },
});

/** Continue: opens the user's oldest assigned KYC task. */
export const continueKycTaskAction = defineAction({
  id: 'kycChecks.continue',
  labelKey: 'kyc.actions.continue',
  group: 'kycChecks',
  keywords: ['kyc', 'continue', 'my task', 'verder'],
  permission: 'ops',
  route: 'myKycTasks',
  needsMerchant: false,
  changes: [],
  parameters: z.object({}),
  async run(context) {
    const [task] = (await context.clients.kyc.myKycTasks({})).elements;
    if (!task) throw new ActionRefusal('kyc.queue.nothingToContinue');
    context.navigate('/kycChecks', { task: task.code });
    return task;
  },
});

/** Assign to me: the KYC task on view becomes the user's. */
export const assignKycTaskAction = defineAction({
  id: 'kycChecks.assign',
  labelKey: 'kyc.actions.assign',
  group: 'kycChecks',
  keywords: ['kyc', 'assign to me', 'take', 'toewijzen'],
  permission: 'ops',
  route: 'assignKycTask',
  needsMerchant: false,
  undoable: true,
  changes: ['kycChecks'],
  about: 'taskCode',
  parameters: taskCode,
  run: (context, { taskCode }) => context.clients.kyc.assignKycTask({ params: { taskCode } }),
});

/** Release: the user's KYC task goes back to the queue. */
export const releaseKycTaskAction = defineAction({
  id: 'kycChecks.release',
  labelKey: 'kyc.actions.release',
  group: 'kycChecks',
  keywords: ['kyc', 'release', 'give back', 'vrijgeven'],
  permission: 'ops',
  route: 'releaseKycTask',
  needsMerchant: false,
  undoable: true,
  changes: ['kycChecks'],
  about: 'taskCode',
  parameters: taskCode,
  run: (context, { taskCode }) => context.clients.kyc.releaseKycTask({ params: { taskCode } }),
});

/**
 * Update KYC status (spec section 2's ops tools): a decision on the seller on view, along the allowed graph; the
 * external comment is shown to the customer, the internal one only to staff.
 */
export const updateKycStatusAction = defineAction({
  id: 'kycChecks.decide',
  labelKey: 'kyc.actions.updateStatus',
  group: 'kycChecks',
  keywords: ['kyc', 'status', 'approve', 'reject', 'decide', 'goedkeuren', 'afwijzen'],
  permission: 'ops',
  route: 'updateKycStatus',
  needsMerchant: false,
  changes: ['kycChecks', 'sellers'],
  about: 'accountHolderCode',
  parameters: z.object({
    accountHolderCode: code,
    status: accountHolderStatusSchema,
    tier: kycTierSchema.optional(),
    externalComment: comment,
    internalComment: comment,
    decider: z.enum(kycDeciders).optional(),
    files: z.array(uploadFileSchema()).max(10).optional().describe('evidence: images, PDF or HEIC, at most 10'),
  }),
  run: (context, { accountHolderCode, ...decision }) =>
    context.clients.kyc.updateKycStatus({ body: { accountOwnerCode: accountHolderCode, ...decision } }),
});

/** Update KYC tier (spec section 2's ops tools): the seller on view moves to another tier. */
export const updateKycTierAction = defineAction({
  id: 'kycChecks.updateTier',
  labelKey: 'kyc.actions.updateTier',
  group: 'kycChecks',
  keywords: ['kyc', 'tier', 'light', 'standard', 'advanced', 'niveau'],
  permission: 'ops',
  route: 'updateKycTier',
  needsMerchant: false,
  changes: ['kycChecks', 'sellers'],
  about: 'accountHolderCode',
  parameters: z.object({ accountHolderCode: code, tier: kycTierSchema, internalComment: comment }),
  run: (context, { accountHolderCode, tier, internalComment }) =>
    context.clients.kyc.updateKycTier({ body: { accountOwnerCode: accountHolderCode, tier, internalComment } }),
});

/** Trigger external provider: sends one or many sellers to the external verification provider. */
export const requestExternalKycAction = defineAction({
  id: 'kycChecks.providerRequest',
  labelKey: 'kyc.actions.providerRequest',
  group: 'kycChecks',
  keywords: ['kyc', 'external provider', 'verification', 'trigger', 'externe'],
  permission: 'ops',
  route: 'requestExternalKyc',
  needsMerchant: false,
  changes: ['kycChecks', 'sellers'],
  parameters: z.object({ accountHolderCodes: z.array(code).min(1).max(100) }),
  run: (context, { accountHolderCodes }) => context.clients.kyc.requestExternalKyc({ body: { accountHolderCodes } }),
});

/**
 * The bound division's KYC configuration (Configurations → KYC): tier, reliance model, merchant KYC permission and
 * the government flag; turning on a reliance model or the flag names the compliance officer who signed it off.
 */
export const updateKycConfigurationAction = defineAction({
  id: 'kycConfigurations.update',
  formScreen: '/configurations/kyc',
  labelKey: 'kyc.configuration.update',
  group: 'kycChecks',
  keywords: ['kyc', 'configuration', 'reliance', 'government', 'permission', 'compliance', 'configuratie'],
  permission: 'ops',
  route: 'updateKycConfig',
  needsMerchant: true,
  changes: ['kycChecks', 'divisions'],
  parameters: z.object({
    tier: kycTierSchema.optional(),
    relianceModel: relianceModelSchema.optional(),
    kycPermission: kycPermissionSchema.optional(),
    governmentEntity: z.boolean().optional(),
    complianceOfficer: z.email().optional(),
  }),
  run(context, { complianceOfficer, ...settings }) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    return context.clients.kyc.updateKycConfig({
      query: { code: divisionCode, merchantCode, codeType: 'DIVISION' },
      body: { ...settings, ...(complianceOfficer ? { signOff: { officer: complianceOfficer } } : {}) },
    });
  },
});

export const kycActions = [
  nextKycTaskAction,
  continueKycTaskAction,
  assignKycTaskAction,
  releaseKycTaskAction,
  updateKycStatusAction,
  updateKycTierAction,
  requestExternalKycAction,
  updateKycConfigurationAction,
] as const;
