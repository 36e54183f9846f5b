import { z } from 'zod';
import { createExternalAccountBodySchema, externalAccountFileUploadSchema, uboPatchSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { sellerAddress } from './seller-actions.ts';

const code = z.string().trim().min(1);
const sellerCode = z.object({ accountHolderCode: code });

/** Changes an ultimate beneficial owner of an organization: only the fields given change. */
export const updateUboAction = defineAction({
  id: 'ubos.update',
  labelKey: 'sellers.actions.updateUbo',
  group: 'sellers',
  keywords: ['ubo', 'ultimate beneficial owner', 'edit', 'wijzigen'],
  permission: 'ops',
  route: 'updateUbo',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({ uboCode: code }).extend(uboPatchSchema.shape),
  run: (context, { accountHolderCode, uboCode, ...body }) =>
    context.clients.accountOwner.updateUbo({
      params: { ...sellerAddress(context, accountHolderCode), uboId: uboCode },
      body,
    }),
});

/** Adds an external account to a seller: an IBAN (SEPA), or an account and routing number. */
export const addExternalAccountAction = defineAction({
  id: 'externalAccounts.add',
  mayNeedApproval: true,
  labelKey: 'sellers.actions.addExternalAccount',
  group: 'sellers',
  keywords: ['external account', 'bank account', 'iban', 'add', 'externe rekening', 'toevoegen'],
  permission: 'ops',
  route: 'createExternalAccount',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: z.intersection(sellerCode, createExternalAccountBodySchema),
  run: (context, { accountHolderCode, ...body }) =>
    context.clients.accountOwner.createExternalAccount({ params: sellerAddress(context, accountHolderCode), body }),
});

/** Deletes a seller's external account, for good. */
export const deleteExternalAccountAction = defineAction({
  id: 'externalAccounts.delete',
  risk: 'deletes',
  undoable: true,
  labelKey: 'sellers.actions.deleteExternalAccount',
  group: 'sellers',
  keywords: ['external account', 'bank account', 'delete', 'remove', 'verwijderen'],
  permission: 'ops',
  route: 'deleteExternalAccount',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({ externalAccountCode: code }),
  run: (context, { accountHolderCode, externalAccountCode }) =>
    context.clients.accountOwner.deleteExternalAccount({
      params: { ...sellerAddress(context, accountHolderCode), externalAccountId: externalAccountCode },
    }),
});

/** Attaches a file (a bank statement, a screenshot) to a seller's external account as its evidence. */
export const attachExternalAccountFileAction = defineAction({
  id: 'externalAccounts.attachFile',
  labelKey: 'sellers.actions.attachExternalAccountFile',
  group: 'sellers',
  keywords: ['external account', 'bank statement', 'file', 'upload', 'bestand'],
  permission: 'ops',
  route: 'uploadExternalAccountFile',
  needsMerchant: true,
  changes: ['sellers'],
  about: 'accountHolderCode',
  parameters: sellerCode.extend({ externalAccountCode: code }).extend(externalAccountFileUploadSchema.shape),
  run: (context, { accountHolderCode, externalAccountCode, file }) =>
    context.clients.accountOwner.uploadExternalAccountFile({
      params: { ...sellerAddress(context, accountHolderCode), externalAccountId: externalAccountCode },
      body: { file },
    }),
});

export const sellerRecordActions = [
  updateUboAction,
  addExternalAccountAction,
  deleteExternalAccountAction,
  attachExternalAccountFileAction,
];
