import { z } from 'zod';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';

/**
 * The identity token the console's calls carry (spec section 2, ops tools: show bearer token), for calling the
 * API by hand; 'No Bearer Token found' when there is none. `ops bearer-tokens reveal` (`show` is the reading
 * commands' verb).
 */
export const showBearerTokenAction = defineAction({
  id: 'bearerTokens.reveal',
  formScreen: '/configurations/payouts',
  labelKey: 'configurations.bearerToken.show',
  group: 'session',
  keywords: ['bearer', 'token', 'jwt', 'authorization', 'identity token'],
  permission: 'ops',
  needsMerchant: false,
  changes: [],
  parameters: z.object({}),
  async run(context) {
    const bearerToken = await context.bearerToken?.();
    if (!bearerToken) throw new ActionRefusal('errors.noBearerToken');
    return { bearerToken };
  },
});
