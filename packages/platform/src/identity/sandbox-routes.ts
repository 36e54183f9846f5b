import { z } from 'zod';
import { apiMessages } from '../http/api-messages.ts';
import { badRequest } from '../http/api-problem.ts';
import { contractViolationDetails } from '../http/contract-violation.ts';
import type { PlatformApp } from '../http/platform-env.ts';
import { readJsonBody } from '../http/read-request.ts';
import { demoAccounts, findDemoAccount } from './demo-accounts.ts';
import type { IdTokenSigner } from './id-token-signer.ts';
import { cliClientId, webClientId } from './oidc-clients.ts';

const sandboxTokenRequestSchema = z.object({
  email: z.string().min(1),
  /** The client the token is for; the web app's unless asked otherwise. */
  clientId: z.enum([webClientId, cliClientId]).default(webClientId),
});

/**
 * Sign-in without a browser, for tests and scripts; sandbox only (never with OIDC_ISSUER set).
 * `GET /sandbox/accounts` lists the demo accounts; `POST /sandbox/token` with `{"email"}` answers
 * `{ idToken, expiresAt }`, a real identity token of the embedded provider.
 */
export function registerSandboxRoutes(app: PlatformApp, signIdToken: IdTokenSigner): void {
  app.get('/sandbox/accounts', (c) =>
    c.json({
      accounts: demoAccounts.map(({ email, name, opsStaff }) => ({ email, name, opsStaff })),
    }),
  );

  app.post('/sandbox/token', async (c) => {
    const request = sandboxTokenRequestSchema.safeParse(await readJsonBody(c));
    if (!request.success) throw badRequest(apiMessages.badRequest, contractViolationDetails(request.error, 'body'));
    const account = findDemoAccount(request.data.email);
    if (!account) {
      throw badRequest(apiMessages.badRequest, [{ field: 'email', message: apiMessages.unknownDemoAccount }]);
    }
    const { idToken, expiresAt } = await signIdToken(account, { audience: request.data.clientId });
    return c.json({ idToken, expiresAt: expiresAt.toISOString() });
  });
}
