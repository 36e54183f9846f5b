import { kycService } from '../account-owner/paths.ts';
import { defineRoute } from '../route.ts';
import {
  externalKycHistoryPageSchema,
  externalKycHistoryParamsSchema,
  externalKycHistoryQuerySchema,
  providerRequestBodySchema,
  providerRequestResultSchema,
} from './external-kyc.ts';
import { kycConfigInputSchema, kycConfigPatchSchema, kycConfigQuerySchema, kycConfigSchema } from './kyc-config.ts';
import { kycStatusUpdateSchema, kycTierUpdateSchema } from './kyc-decision.ts';
import {
  kycHistoryEntrySchema,
  kycHistoryPageSchema,
  kycHistoryParamsSchema,
  kycHistoryQuerySchema,
} from './kyc-history.ts';
import {
  kycTaskListQuerySchema,
  kycTaskPageSchema,
  kycTaskParamsSchema,
  kycTaskSchema,
  kycTaskViewSchema,
  myKycTasksSchema,
  nextKycTaskBodySchema,
} from './kyc-task.ts';

const config = `${kycService}/api/v1/config`;
const kyc2 = `${kycService}/kyc2`;
const tasks = `${kyc2}/tasks`;

export const getKycConfig = defineRoute({
  id: 'getKycConfig',
  service: kycService,
  method: 'GET',
  path: config,
  summary: "A merchant's or division's KYC configuration: tier, thresholds, reliance model, permission, flag",
  query: kycConfigQuerySchema,
  response: kycConfigSchema,
});

export const createKycConfig = defineRoute({
  id: 'createKycConfig',
  service: kycService,
  method: 'POST',
  path: config,
  summary: 'Sets the whole KYC configuration; enabling reliance or the government flag needs a sign-off',
  query: kycConfigQuerySchema,
  body: kycConfigInputSchema,
  response: kycConfigSchema,
});

export const updateKycConfig = defineRoute({
  id: 'updateKycConfig',
  service: kycService,
  method: 'PATCH',
  path: config,
  summary: 'Changes some KYC settings; enabling reliance or the government flag needs a sign-off',
  query: kycConfigQuerySchema,
  body: kycConfigPatchSchema,
  response: kycConfigSchema,
});

export const listKycTasks = defineRoute({
  id: 'listKycTasks',
  service: kycService,
  method: 'GET',
  path: tasks,
  summary: 'The KYC checks queue, oldest first, filtered by status, tier, merchant and age, with counts',
  query: kycTaskListQuerySchema,
  response: kycTaskPageSchema,
});

export const nextKycTask = defineRoute({
  id: 'nextKycTask',
  service: kycService,
  method: 'POST',
  path: `${tasks}/next`,
  summary: "Assigns the oldest unassigned task to the caller; 404 'There are no KYCs to check' when none is left",
  body: nextKycTaskBodySchema,
  response: kycTaskSchema,
});

export const myKycTasks = defineRoute({
  id: 'myKycTasks',
  service: kycService,
  method: 'GET',
  path: `${tasks}/mine`,
  summary: "The caller's assigned tasks, oldest first: what Continue opens",
  response: myKycTasksSchema,
});

export const getKycTask = defineRoute({
  id: 'getKycTask',
  service: kycService,
  method: 'GET',
  path: `${tasks}/{taskCode}`,
  summary: "A task with the seller's identity, UBOs, documents, the changes since the last decision and the moves",
  params: kycTaskParamsSchema,
  response: kycTaskViewSchema,
});

export const assignKycTask = defineRoute({
  id: 'assignKycTask',
  service: kycService,
  method: 'POST',
  path: `${tasks}/{taskCode}/assign`,
  summary: 'Assigns an open task to the caller',
  params: kycTaskParamsSchema,
  response: kycTaskSchema,
});

export const releaseKycTask = defineRoute({
  id: 'releaseKycTask',
  service: kycService,
  method: 'POST',
  path: `${tasks}/{taskCode}/release`,
  summary: "Gives the caller's task back to the queue",
  params: kycTaskParamsSchema,
  response: kycTaskSchema,
});

export const updateKycStatus = defineRoute({
  id: 'updateKycStatus',
  service: kycService,
  method: 'POST',
  path: `${kyc2}/updateStatus`,
  summary: 'A KYC decision: moves the seller along the allowed graph and writes its KYC history entry',
  body: kycStatusUpdateSchema,
  bodyType: 'multipart',
  response: kycHistoryEntrySchema,
});

export const updateKycTier = defineRoute({
  id: 'updateKycTier',
  service: kycService,
  method: 'POST',
  path: `${kyc2}/updateTier`,
  summary: 'Moves a seller to another KYC tier and writes its KYC history entry',
  body: kycTierUpdateSchema,
  response: kycHistoryEntrySchema,
});

export const getKycHistory = defineRoute({
  id: 'getKycHistory',
  service: kycService,
  method: 'GET',
  path: `${kyc2}/merchants/{merchantCode}/divisions/{divisionCode}/accountholders/{accountHolderCode}/kyc-history`,
  summary: "A seller's KYC history, newest first, paged",
  params: kycHistoryParamsSchema,
  query: kycHistoryQuerySchema,
  response: kycHistoryPageSchema,
});

export const requestExternalKyc = defineRoute({
  id: 'requestExternalKyc',
  service: kycService,
  method: 'POST',
  path: `${kyc2}/provider-request`,
  summary: 'Sends sellers to the external verification provider, which answers later through a signed callback',
  body: providerRequestBodySchema,
  response: providerRequestResultSchema,
  successStatus: 202,
});

export const getExternalKycHistory = defineRoute({
  id: 'getExternalKycHistory',
  service: kycService,
  method: 'GET',
  path: `${kyc2}/merchants/{merchantCode}/divisions/{divisionCode}/accountholders/{accountHolderCode}/external-kyc-history`,
  summary: "A seller's external verifications, newest first, paged",
  params: externalKycHistoryParamsSchema,
  query: externalKycHistoryQuerySchema,
  response: externalKycHistoryPageSchema,
});

/** The KYC service's calls (spec section 7), bar the external-account status update the account owner holds. */
export const kycRoutes = {
  getKycConfig,
  createKycConfig,
  updateKycConfig,
  listKycTasks,
  nextKycTask,
  myKycTasks,
  getKycTask,
  assignKycTask,
  releaseKycTask,
  updateKycStatus,
  updateKycTier,
  getKycHistory,
  requestExternalKyc,
  getExternalKycHistory,
};
