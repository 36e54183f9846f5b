import { onboardingService } from '../onboarding/paths.ts';
import { noContentSchema } from '../primitives.ts';
import { defineRoute } from '../route.ts';
import {
  createMerchantUserBodySchema,
  merchantUserListQuerySchema,
  merchantUserPageSchema,
  merchantUserParamsSchema,
  merchantUserSchema,
  merchantUsersParamsSchema,
  passwordResetSentSchema,
  updateMerchantUserBodySchema,
} from './merchant-user.ts';

/** The onboarding API (spec section 7), which holds the merchant's users beside the hosted-onboarding settings. */

const users = `${onboardingService}/api/v1/merchant/{merchantCode}/users`;
const user = `${users}/{username}`;

export const listMerchantUsers = defineRoute({
  id: 'listMerchantUsers',
  service: onboardingService,
  method: 'GET',
  path: users,
  summary: "A merchant's users, newest first, paged; search by username, e-mail or name",
  params: merchantUsersParamsSchema,
  query: merchantUserListQuerySchema,
  response: merchantUserPageSchema,
});

export const createMerchantUser = defineRoute({
  id: 'createMerchantUser',
  service: onboardingService,
  method: 'POST',
  path: users,
  summary: 'Creates a user of the merchant, without a password: the password-reset e-mail lets them set one',
  params: merchantUsersParamsSchema,
  body: createMerchantUserBodySchema,
  response: merchantUserSchema,
  successStatus: 201,
});

export const updateMerchantUser = defineRoute({
  id: 'updateMerchantUser',
  service: onboardingService,
  method: 'PATCH',
  path: user,
  summary: "Changes a user's e-mail, name, enabled or is-admin flag; 'No user found' for an unknown username",
  params: merchantUserParamsSchema,
  body: updateMerchantUserBodySchema,
  response: merchantUserSchema,
});

export const deleteMerchantUser = defineRoute({
  id: 'deleteMerchantUser',
  service: onboardingService,
  method: 'DELETE',
  path: user,
  summary: 'Deletes a user: they can no longer sign in',
  params: merchantUserParamsSchema,
  response: noContentSchema,
  successStatus: 204,
});

export const sendMerchantUserPasswordReset = defineRoute({
  id: 'sendMerchantUserPasswordReset',
  service: onboardingService,
  method: 'POST',
  path: `${user}/reset-password`,
  summary: "E-mails the user a link that sets a password once, within the hour; 'User has no email' without one",
  params: merchantUserParamsSchema,
  response: passwordResetSentSchema,
  successStatus: 202,
});

/** The merchant's users (Configurations → Users). */
export const merchantUserRoutes = {
  listMerchantUsers,
  createMerchantUser,
  updateMerchantUser,
  deleteMerchantUser,
  sendMerchantUserPasswordReset,
};
