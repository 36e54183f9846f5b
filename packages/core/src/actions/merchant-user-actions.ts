import { z } from 'zod';
import { createMerchantUserBodySchema, updateMerchantUserBodySchema, usernameSchema } from '../contract/index.ts';
import { type ActionContext, defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

/** The bound merchant: users belong to a merchant, not to one of its divisions. */
function boundMerchant(context: ActionContext) {
  if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
  return { merchantCode: context.scope.merchantCode };
}

const username = z.object({ username: usernameSchema.describe('The username of the user') });

/** Creates a user of the bound merchant, without a password: send the password-reset e-mail to let them set one. */
export const createMerchantUserAction = defineAction({
  id: 'users.create',
  formScreen: '/configurations/users',
  labelKey: 'merchantUsers.actions.create',
  group: 'merchant',
  keywords: ['user', 'merchant user', 'account', 'new', 'add', 'gebruiker', 'aanmaken'],
  permission: 'ops',
  route: 'createMerchantUser',
  needsMerchant: true,
  changes: ['merchantUsers'],
  parameters: createMerchantUserBodySchema,
  run: (context, body) => context.clients.merchantUsers.createMerchantUser({ params: boundMerchant(context), body }),
});

/** Edits the user on view: e-mail, first and last name, enabled, is admin. */
export const updateMerchantUserAction = defineAction({
  id: 'users.update',
  labelKey: 'merchantUsers.actions.update',
  group: 'merchant',
  keywords: ['user', 'edit', 'enable', 'disable', 'admin', 'gebruiker', 'bewerken'],
  permission: 'ops',
  route: 'updateMerchantUser',
  needsMerchant: true,
  about: 'username',
  changes: ['merchantUsers'],
  parameters: username.extend(updateMerchantUserBodySchema.shape),
  run: (context, { username: name, ...body }) =>
    context.clients.merchantUsers.updateMerchantUser({
      params: { ...boundMerchant(context), username: name },
      body,
    }),
});

/** Deletes the user on view: they can no longer sign in. */
export const deleteMerchantUserAction = defineAction({
  id: 'users.delete',
  labelKey: 'merchantUsers.actions.delete',
  group: 'merchant',
  keywords: ['user', 'delete', 'remove', 'gebruiker', 'verwijderen'],
  permission: 'ops',
  route: 'deleteMerchantUser',
  needsMerchant: true,
  risk: 'deletes',
  confirmKey: 'merchantUsers.confirmDelete.message',
  about: 'username',
  changes: ['merchantUsers'],
  parameters: username,
  run: (context, { username: name }) =>
    context.clients.merchantUsers.deleteMerchantUser({ params: { ...boundMerchant(context), username: name } }),
});

/** E-mails the user on view a link that sets their password (once, within the hour). */
export const sendPasswordResetAction = defineAction({
  id: 'users.resetPassword',
  labelKey: 'merchantUsers.actions.resetPassword',
  group: 'merchant',
  keywords: ['user', 'password', 'reset', 'e-mail', 'wachtwoord'],
  permission: 'ops',
  route: 'sendMerchantUserPasswordReset',
  needsMerchant: true,
  about: 'username',
  changes: ['merchantUsers'],
  parameters: username,
  run: (context, { username: name }) =>
    context.clients.merchantUsers.sendMerchantUserPasswordReset({
      params: { ...boundMerchant(context), username: name },
    }),
});

export const merchantUserActions = [
  createMerchantUserAction,
  updateMerchantUserAction,
  deleteMerchantUserAction,
  sendPasswordResetAction,
] as const;
