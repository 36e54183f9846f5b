import type { Locales, TranslationFunctions } from '@ops/locales';
import { type DemoAccount, demoAccounts } from '../demo-accounts.ts';
import { escapeHtml } from './html.ts';
import { renderPage } from './page-layout.ts';

export interface SignInPage {
  locale: Locales;
  t: TranslationFunctions;
  /** Where the forms post: the interaction's own path. */
  interactionPath: string;
  /** The e-mail typed last time, or the client's login_hint. */
  email?: string;
  /** The e-mail that matched no demo account. */
  unknownEmail?: string;
  /** The username or e-mail a merchant user typed last time. */
  login?: string;
  /** Why the merchant user's sign-in failed, in the reader's words. */
  passwordError?: string;
}

/**
 * The sandbox sign-in: pick a demo account or type its e-mail (no passwords), or, for a merchant user, a username or
 * e-mail and the password set through the password-reset e-mail.
 */
export function renderSignInPage({
  locale,
  t,
  interactionPath,
  email,
  unknownEmail,
  login,
  passwordError,
}: SignInPage): string {
  const action = escapeHtml(`${interactionPath}/login`);
  const error =
    unknownEmail === undefined
      ? ''
      : `<p class="error" role="alert">${escapeHtml(t.platform.signIn.unknownAccount({ email: unknownEmail }))}</p>`;
  const body = `
<p class="notice">${escapeHtml(t.platform.signIn.sandboxNotice())}</p>
${error}
<form method="post" action="${action}">
<h2 class="notice">${escapeHtml(t.platform.signIn.chooseAccount())}</h2>
<ul class="accounts">
${demoAccounts.map((account) => accountButton(account, t)).join('\n')}
</ul>
</form>
<form method="post" action="${action}">
<p class="notice">${escapeHtml(t.platform.signIn.typeEmail())}</p>
<label for="email">${escapeHtml(t.platform.signIn.emailLabel())}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email ?? '')}">
<div class="actions">
<button class="primary" type="submit">${escapeHtml(t.platform.signIn.submit())}</button>
<button class="secondary" type="submit" formaction="${escapeHtml(`${interactionPath}/abort`)}" formnovalidate>${escapeHtml(t.platform.signIn.cancel())}</button>
</div>
</form>
<form method="post" action="${escapeHtml(`${interactionPath}/password`)}">
<p class="notice">${escapeHtml(t.platform.signIn.merchantUser())}</p>
${passwordError === undefined ? '' : `<p class="error" role="alert">${escapeHtml(passwordError)}</p>`}
<label for="login">${escapeHtml(t.platform.signIn.accountLabel())}</label>
<input id="login" name="login" type="text" autocomplete="username" required value="${escapeHtml(login ?? '')}">
<label for="password">${escapeHtml(t.platform.signIn.passwordLabel())}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions">
<button class="primary" type="submit">${escapeHtml(t.platform.signIn.submit())}</button>
</div>
</form>`;
  return renderPage({ locale, t, title: t.platform.signIn.title(), body });
}

function accountButton(account: DemoAccount, t: TranslationFunctions): string {
  const badge = account.opsStaff
    ? `<em class="badge">${escapeHtml(t.platform.signIn.opsStaff())}</em>`
    : `<em class="badge muted">${escapeHtml(t.platform.signIn.notOpsStaff())}</em>`;
  return `<li><button class="account" type="submit" name="email" value="${escapeHtml(account.email)}">
<img src="${escapeHtml(account.picture)}" alt="">
<span><strong>${escapeHtml(account.name)}</strong><small>${escapeHtml(account.email)}</small></span>
${badge}
</button></li>`;
}
