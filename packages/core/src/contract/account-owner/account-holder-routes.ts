import { pageOf } from '../paging.ts';
import { codeSchema, listOf, noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import {
  accountHolderDetailsSchema,
  accountHolderFragmentsQuerySchema,
  accountHolderListQuerySchema,
  accountHolderParamsSchema,
  accountHolderPatchSchema,
  createAccountHolderBodySchema,
  divisionAccountHolderParamsSchema,
  legalFormChangeSchema,
  listedAccountHolderSchema,
} from './account-holder.ts';
import { divisionParamsSchema } from './division.ts';
import { accountHolderPath, divisionPath, accountOwnerService as service } from './paths.ts';
import { createUboBodySchema, uboPatchSchema, uboSchema } from './ubo.ts';

export const listAccountHolders = defineRoute({
  id: 'listAccountHolders',
  service,
  method: 'GET',
  path: `${service}/accountholders`,
  summary:
    "Every merchant's sellers (of live divisions), filtered and paged like a division's, each with its merchant " +
    'and division; `_fragments=balances` adds their balances',
  query: accountHolderListQuerySchema,
  response: pageOf(listedAccountHolderSchema),
});

export const listDivisionAccountHolders = defineRoute({
  id: 'listDivisionAccountHolders',
  service,
  method: 'GET',
  path: `${divisionPath}/accountholders`,
  summary: "A division's sellers, filtered and paged; `_fragments=balances` adds their balances",
  params: divisionParamsSchema,
  query: accountHolderListQuerySchema,
  response: pageOf(listedAccountHolderSchema),
});

export const createAccountHolder = defineRoute({
  id: 'createAccountHolder',
  service,
  method: 'POST',
  path: `${divisionPath}/accountholders`,
  summary: 'Create a seller with a generated code; it starts with status MISSING_DATA',
  params: divisionParamsSchema,
  body: createAccountHolderBodySchema,
  response: accountHolderDetailsSchema,
  successStatus: 201,
});

export const getAccountHolder = defineRoute({
  id: 'getAccountHolder',
  service,
  method: 'GET',
  path: `${service}/accountholders/{accountHolderCode}`,
  summary: 'A seller of the bound division with its identity, UBOs and documents',
  scoped: true,
  params: accountHolderParamsSchema,
  query: accountHolderFragmentsQuerySchema,
  response: accountHolderDetailsSchema,
});

const patchSummary = 'Change a seller; changing KYC-sensitive data moves it to IN_PROGRESS and needs a new KYC check';

export const updateAccountHolder = defineRoute({
  id: 'updateAccountHolder',
  service,
  method: 'PATCH',
  path: `${service}/accountholders/{accountHolderCode}`,
  summary: patchSummary,
  scoped: true,
  params: accountHolderParamsSchema,
  body: accountHolderPatchSchema,
  response: accountHolderDetailsSchema,
});

export const updateDivisionAccountHolder = defineRoute({
  id: 'updateDivisionAccountHolder',
  service,
  method: 'PATCH',
  path: accountHolderPath,
  summary: patchSummary,
  params: divisionAccountHolderParamsSchema,
  body: accountHolderPatchSchema,
  response: accountHolderDetailsSchema,
});

export const deleteDivisionAccountHolder = defineRoute({
  id: 'deleteDivisionAccountHolder',
  service,
  method: 'DELETE',
  path: accountHolderPath,
  summary: 'Delete a seller: it is kept, flagged deleted, and listed only with showDeleted',
  params: divisionAccountHolderParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const changeLegalForm = defineRoute({
  id: 'changeLegalForm',
  service,
  method: 'POST',
  path: `${accountHolderPath}/legal-form`,
  summary: "Change a seller's legal form: permanently deletes its details and documents",
  params: divisionAccountHolderParamsSchema,
  body: legalFormChangeSchema,
  response: accountHolderDetailsSchema,
});

const uboParamsSchema = divisionAccountHolderParamsSchema.extend({
  uboId: codeSchema.describe("The UBO's code"),
});

export const listUbos = defineRoute({
  id: 'listUbos',
  service,
  method: 'GET',
  path: `${accountHolderPath}/ubos`,
  summary: "A seller's ultimate beneficial owners",
  params: divisionAccountHolderParamsSchema,
  response: listOf(uboSchema),
});

export const createUbo = defineRoute({
  id: 'createUbo',
  service,
  method: 'POST',
  path: `${accountHolderPath}/ubos`,
  summary: 'Add an ultimate beneficial owner to a seller',
  params: divisionAccountHolderParamsSchema,
  body: createUboBodySchema,
  response: uboSchema,
  successStatus: 201,
});

export const updateUbo = defineRoute({
  id: 'updateUbo',
  service,
  method: 'PATCH',
  path: `${accountHolderPath}/ubos/{uboId}`,
  summary: 'Change an ultimate beneficial owner',
  params: uboParamsSchema,
  body: uboPatchSchema,
  response: uboSchema,
});

export const deleteUbo = defineRoute({
  id: 'deleteUbo',
  service,
  method: 'DELETE',
  path: `${accountHolderPath}/ubos/{uboId}`,
  summary: 'Remove an ultimate beneficial owner',
  params: uboParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});
