import type { KoaContextWithOIDC } from 'oidc-provider';
import { markWrongDeviceCode } from '../device-code-limit.ts';
import { escapeHtml } from './html.ts';
import { renderMessagePage } from './message-page.ts';
import { renderPage } from './page-layout.ts';
import { pageTexts } from './page-locale.ts';

/**
 * The pages oidc-provider renders itself, in the sandbox's look and language: the CLI's device
 * sign-in (enter code, confirm, done), sign-out, and errors. The forms keep the provider's field names.
 */

function textsOf(ctx: KoaContextWithOIDC) {
  return pageTexts(ctx.get('accept-language'));
}

function clientName(ctx: KoaContextWithOIDC): string {
  const client = ctx.oidc.client;
  return client?.clientName ?? client?.clientId ?? '';
}

function html(ctx: KoaContextWithOIDC, page: string): void {
  ctx.type = 'html';
  ctx.body = page;
}

/** The device flow's first page: the user types the code their terminal shows. */
export function userCodeInputSource(ctx: KoaContextWithOIDC, _form: string, _out?: unknown, error?: Error): void {
  const { locale, t } = textsOf(ctx);
  const xsrf = String(ctx.oidc.session?.state?.secret ?? '');
  const message = error ? deviceErrorMessage(t, error) : undefined;
  if (error && isWrongCode(error)) markWrongDeviceCode(ctx.req);
  const body = `
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : `<p>${escapeHtml(t.platform.device.enterCode())}</p>`}
<form method="post" action="${escapeHtml(ctx.oidc.urlFor('code_verification'))}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<label for="user_code">${escapeHtml(t.platform.device.codeLabel())}</label>
<input id="user_code" name="user_code" type="text" autocomplete="off" autocapitalize="characters" required autofocus>
<div class="actions"><button class="primary" type="submit">${escapeHtml(t.platform.device.continue())}</button></div>
</form>`;
  html(ctx, renderPage({ locale, t, title: t.platform.device.title(), body }));
}

const isWrongCode = (error: Error) => 'userCode' in error || error.name === 'NoCodeError';

function deviceErrorMessage(t: ReturnType<typeof textsOf>['t'], error: Error): string {
  if (isWrongCode(error)) return t.platform.device.wrongCode();
  if (error.name === 'AbortedError') return t.platform.device.aborted();
  return t.platform.device.failed();
}

/** The device flow's second page: the user checks the code matches their terminal before going on. */
export function userCodeConfirmSource(
  ctx: KoaContextWithOIDC,
  form: string,
  _client: unknown,
  _deviceInfo: unknown,
  userCode: string,
): void {
  const { locale, t } = textsOf(ctx);
  const body = `
<p>${escapeHtml(t.platform.device.confirmMessage({ client: clientName(ctx) }))}</p>
<code class="user-code">${escapeHtml(userCode)}</code>
<p class="notice">${escapeHtml(t.platform.device.confirmWarning())}</p>
${form}
<div class="actions">
<button class="primary" type="submit" form="op.deviceConfirmForm" autofocus>${escapeHtml(t.platform.device.confirm())}</button>
<button class="secondary" type="submit" form="op.deviceConfirmForm" name="abort" value="yes">${escapeHtml(t.platform.device.abort())}</button>
</div>`;
  html(ctx, renderPage({ locale, t, title: t.platform.device.confirmTitle(), body }));
}

/** The device flow's last page: the terminal is now signed in. */
export function successSource(ctx: KoaContextWithOIDC): void {
  const { locale, t } = textsOf(ctx);
  const message = t.platform.device.successMessage({ client: clientName(ctx) });
  html(ctx, renderMessagePage({ locale, t, title: t.platform.device.successTitle(), message }));
}

/** RP-initiated logout without a confirmed id_token_hint: ask before signing out. */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const { locale, t } = textsOf(ctx);
  const body = `
<p>${escapeHtml(t.platform.signOut.question())}</p>
${form}
<div class="actions">
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.platform.signOut.confirm())}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.platform.signOut.stay())}</button>
</div>`;
  html(ctx, renderPage({ locale, t, title: t.platform.signOut.title(), body }));
}

/** Shown after sign-out when the client gave no post_logout_redirect_uri. */
export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  const { locale, t } = textsOf(ctx);
  html(
    ctx,
    renderMessagePage({ locale, t, title: t.platform.signOut.doneTitle(), message: t.platform.signOut.doneMessage() }),
  );
}

/** A protocol error the provider cannot send back to the client (bad redirect_uri, unknown client...). */
export function renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): void {
  const { locale, t } = textsOf(ctx);
  const detail = [out.error, out.error_description].filter(Boolean).join(': ');
  const body = `<p class="error" role="alert">${escapeHtml(t.platform.providerError.message())}</p>
${detail ? `<p class="notice"><code>${escapeHtml(detail)}</code></p>` : ''}`;
  html(ctx, renderPage({ locale, t, title: t.platform.providerError.title(), body }));
}
