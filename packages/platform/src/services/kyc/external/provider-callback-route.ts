import type { Database } from '../../../db/database.ts';
import type { PlatformApp } from '../../../http/platform-env.ts';
import { receiveProviderCallback } from './provider-callback.ts';

/**
 * Where the verification provider posts its signed callbacks. Outside `/api/`: the provider has no staff
 * identity token; its signature is what vouches for it.
 */
export const providerCallbackPath = '/callbacks/kyc-provider';

export function registerProviderCallbackRoute(app: PlatformApp, database: Database): void {
  app.post(providerCallbackPath, async (c) => {
    await receiveProviderCallback(
      database,
      {
        body: await c.req.text(),
        timestamp: c.req.header('x-provider-timestamp'),
        signature: c.req.header('x-provider-signature'),
      },
      new Date(),
    );
    return c.body(null, 204);
  });
}
