import { createAccountOwnerClient } from '@ops/core/api';
import { createSessionApiClient, isAccessRefusal } from '../api/session-api.ts';

/**
 * Right after sign-in, one small merchant search tells whether the platform lets this account in (spec section
 * 6: others get 403). Only a refusal stops the user here; an unreachable platform shows its network notice in
 * the app (the client reports it), where the user can carry on once the VPN is back.
 */
export async function checkAccess(): Promise<'granted' | 'refused'> {
  const accountOwner = createAccountOwnerClient(
    createSessionApiClient({ accessRefused: () => undefined, tokenRejected: () => undefined }),
  );
  try {
    await accountOwner.searchMerchants({ query: { limit: 1 } });
    return 'granted';
  } catch (error) {
    return isAccessRefusal(error) ? 'refused' : 'granted';
  }
}
