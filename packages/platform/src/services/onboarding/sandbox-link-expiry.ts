import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { onboardingLinks } from '../../db/schema/index.ts';
import { apiMessages } from '../../http/api-messages.ts';
import { badRequest } from '../../http/api-problem.ts';
import { contractViolationDetails } from '../../http/contract-violation.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { readJsonBody } from '../../http/read-request.ts';
import { checkOnboardingLink } from './onboarding-links.ts';

const expireRequestSchema = z.object({ url: z.url() });

/**
 * Sandbox only (never with OIDC_ISSUER set): `POST /sandbox/onboarding/expire-link` with `{"url"}` ends a usable
 * link now, as if its lifetime had passed, so a browser test can see the expired page without waiting hours.
 */
export function registerOnboardingSandboxRoutes(app: PlatformApp, database: Database): void {
  app.post('/sandbox/onboarding/expire-link', async (c) => {
    const request = expireRequestSchema.safeParse(await readJsonBody(c));
    if (!request.success) throw badRequest(apiMessages.badRequest, contractViolationDetails(request.error, 'body'));
    const token = new URL(request.data.url).pathname.split('/').at(-1) ?? '';
    const link = await checkOnboardingLink(database.db, token);
    if (!link.ok) throw badRequest(apiMessages.badRequest, [{ field: 'url', message: link.reason }]);
    await database.transaction((tx) =>
      tx.update(onboardingLinks).set({ expiresAt: new Date() }).where(eq(onboardingLinks.id, link.linkId)),
    );
    return c.body(null, 204);
  });
}
