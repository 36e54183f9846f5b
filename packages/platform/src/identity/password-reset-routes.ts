import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import type { PlatformApp, PlatformEnv } from '../http/platform-env.ts';
import { withHeaders } from '../http/security-headers.ts';
import { renderMessagePage } from './pages/message-page.ts';
import { providerHeaders } from './pages/page-layout.ts';
import { pageTexts } from './pages/page-locale.ts';
import { renderPasswordResetPage, renderPasswordSetPage } from './pages/password-reset-page.ts';
import { hashPassword } from './password-hash.ts';
import { completePasswordReset, passwordResetPath, userOfPasswordReset } from './password-resets.ts';
import { newPasswordProblems } from './password-rules.ts';
import { minutesToWait, takeGuess } from './sign-in-limits.ts';

/**
 * The page a password-reset e-mail links to (`/password-reset/{token}`): a merchant user sets a password, then
 * signs in with it. A link that expired, was used or never existed gets a page that says so and changes nothing.
 * Such failed links are limited per address (`sign-in-limits.ts`): over the limit, 429 with Retry-After and no link
 * is looked up.
 */
export function registerPasswordResetRoutes(app: PlatformApp, database: Database): void {
  app.use(`${passwordResetPath}/*`, withHeaders(providerHeaders));

  app.get(`${passwordResetPath}/:token`, async (c) => {
    const guess = await takeGuess(database, 'passwordReset', { address: c.get('clientAddress') });
    if (guess.refused) return tooManyAttempts(c, guess.retryAfterSeconds);
    const user = await userOfPasswordReset(database.db, c.req.param('token'));
    if (!user) return invalidLink(c);
    await guess.succeeded();
    const { locale, t } = pageTexts(c.req.header('accept-language'));
    return c.html(renderPasswordResetPage({ locale, t, action: c.req.path, username: user.username }));
  });

  app.post(`${passwordResetPath}/:token`, async (c) => {
    const token = c.req.param('token');
    const guess = await takeGuess(database, 'passwordReset', { address: c.get('clientAddress') });
    if (guess.refused) return tooManyAttempts(c, guess.retryAfterSeconds);
    const user = await userOfPasswordReset(database.db, token);
    if (!user) return invalidLink(c);
    await guess.succeeded();
    const { locale, t } = pageTexts(c.req.header('accept-language'));
    const form = await c.req.parseBody();
    const password = typeof form.password === 'string' ? form.password : '';
    const confirmation = typeof form.confirmation === 'string' ? form.confirmation : '';
    const problems = newPasswordProblems({ password, confirmation, username: user.username, email: user.email }, t);
    if (problems.length > 0) {
      return c.html(renderPasswordResetPage({ locale, t, action: c.req.path, username: user.username, problems }), 400);
    }
    const passwordHash = await hashPassword(password);
    const done = await database.transaction((tx) => completePasswordReset(tx, token, passwordHash));
    if (!done) return invalidLink(c);
    return c.html(renderPasswordSetPage({ locale, t }));
  });
}

function invalidLink(c: Context<PlatformEnv>): Response {
  const { locale, t } = pageTexts(c.req.header('accept-language'));
  const texts = t.merchantUsers.resetPage;
  return c.html(
    renderMessagePage({ locale, t, title: texts.title(), message: texts.invalidLink(), isError: true }),
    410,
  );
}

function tooManyAttempts(c: Context<PlatformEnv>, retryAfterSeconds: number): Response {
  const { locale, t } = pageTexts(c.req.header('accept-language'));
  const page = renderMessagePage({
    locale,
    t,
    title: t.platform.tooManyAttemptsTitle(),
    message: t.platform.tooManyAttempts({ minutes: minutesToWait(retryAfterSeconds) }),
    isError: true,
  });
  return c.html(page, 429, { 'retry-after': String(retryAfterSeconds) });
}
