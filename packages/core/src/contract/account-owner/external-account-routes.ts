import { listOf, noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import { divisionAccountHolderParamsSchema } from './account-holder.ts';
import { divisionParamsSchema } from './division.ts';
import {
  createExternalAccountBodySchema,
  externalAccountFileUploadSchema,
  externalAccountParamsSchema,
  externalAccountPatchSchema,
  externalAccountSchema,
  externalAccountStatusUpdateSchema,
  ibanCheckBodySchema,
  ibanCheckResultSchema,
} from './external-account.ts';
import { accountHolderPath, divisionPath, kycService, accountOwnerService as service } from './paths.ts';
import { downloadedFileSchema } from './stored-file.ts';

const externalAccountsPath = `${accountHolderPath}/externalAccounts`;

export const listExternalAccounts = defineRoute({
  id: 'listExternalAccounts',
  service,
  method: 'GET',
  path: externalAccountsPath,
  summary: "A seller's external (bank) accounts",
  params: divisionAccountHolderParamsSchema,
  response: listOf(externalAccountSchema),
});

export const createExternalAccount = defineRoute({
  id: 'createExternalAccount',
  service,
  method: 'POST',
  path: externalAccountsPath,
  summary: "Add an external account to a seller; an IBAN's checksum is validated",
  params: divisionAccountHolderParamsSchema,
  body: createExternalAccountBodySchema,
  response: externalAccountSchema,
  successStatus: 201,
});

export const updateExternalAccount = defineRoute({
  id: 'updateExternalAccount',
  service,
  method: 'PATCH',
  path: `${externalAccountsPath}/{externalAccountId}`,
  summary: 'Change an external account; accounts in another currency than EUR change through hosted onboarding',
  params: externalAccountParamsSchema,
  body: externalAccountPatchSchema,
  response: externalAccountSchema,
});

export const selectExternalAccount = defineRoute({
  id: 'selectExternalAccount',
  service,
  method: 'PATCH',
  path: `${externalAccountsPath}/{externalAccountId}/select`,
  summary: "Make this the seller's selected external account, the one payouts go to",
  params: externalAccountParamsSchema,
  response: externalAccountSchema,
});

export const deleteExternalAccount = defineRoute({
  id: 'deleteExternalAccount',
  service,
  method: 'DELETE',
  path: `${externalAccountsPath}/{externalAccountId}`,
  summary: 'Delete an external account',
  params: externalAccountParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const uploadExternalAccountFile = defineRoute({
  id: 'uploadExternalAccountFile',
  service,
  method: 'POST',
  path: `${externalAccountsPath}/{externalAccountId}/file`,
  summary: 'Upload the proof of an external account (image, PDF or HEIC, at most 10 MB)',
  params: externalAccountParamsSchema,
  body: externalAccountFileUploadSchema,
  bodyType: 'multipart',
  response: externalAccountSchema,
});

export const downloadExternalAccountFile = defineRoute({
  id: 'downloadExternalAccountFile',
  service,
  method: 'GET',
  path: `${externalAccountsPath}/{externalAccountId}/file`,
  summary: "The bytes of an external account's proof",
  params: externalAccountParamsSchema,
  response: downloadedFileSchema,
});

export const listDivisionExternalAccounts = defineRoute({
  id: 'listDivisionExternalAccounts',
  service,
  method: 'GET',
  path: `${divisionPath}/externalAccounts`,
  summary: "A division's own external accounts",
  params: divisionParamsSchema,
  response: listOf(externalAccountSchema),
});

export const checkIban = defineRoute({
  id: 'checkIban',
  service,
  method: 'POST',
  path: `${service}/externalAccounts/iban-check`,
  summary: 'Whether an IBAN is unique or already an external account of another seller or division',
  body: ibanCheckBodySchema,
  response: ibanCheckResultSchema,
});

export const updateExternalAccountStatus = defineRoute({
  id: 'updateExternalAccountStatus',
  service: kycService,
  method: 'POST',
  path: `${kycService}/kyc2/external-account/update-status`,
  summary: "Set an external account's status, with a mandatory new status and reason",
  scoped: true,
  body: externalAccountStatusUpdateSchema,
  response: externalAccountSchema,
});
