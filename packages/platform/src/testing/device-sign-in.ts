import { createScriptedBrowser, formAction, hiddenInputs } from './scripted-browser.ts';

/** The token endpoint's answer: its status and fields (`id_token`, `refresh_token`, or `error`). */
export async function tokenRequest(issuer: string, fields: Record<string, string>) {
  const response = await fetch(`${issuer}/token`, { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/**
 * Signs `email` in as the cli does (the device authorization grant with `offline_access`), confirming the code in a
 * scripted browser: the identity and refresh tokens the cli would store. Throws when a step does not answer as the
 * provider should; `embedded-provider.test.ts` checks each step.
 */
export async function cliSignIn(baseUrl: string, email: string): Promise<{ idToken: string; refreshToken: string }> {
  const issuer = `${baseUrl}/oidc`;
  const authorization = await fetch(`${issuer}/device/auth`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'ops-cli', scope: 'openid email profile offline_access' }),
  });
  const device = (await authorization.json()) as Record<string, string>;
  const browser = createScriptedBrowser();
  const entry = await browser.navigate(device.verification_uri ?? '');
  const codeForm = formAction(entry.text, /\/oidc\/device$/);
  const confirm = await browser.submit(codeForm, { ...hiddenInputs(entry.text), user_code: device.user_code ?? '' });
  const signIn = await browser.submit(formAction(confirm.text, /\/oidc\/device$/), hiddenInputs(confirm.text));
  await browser.submit(new URL(formAction(signIn.text, /\/login$/), baseUrl).href, { email });
  const tokens = await tokenRequest(issuer, {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: device.device_code ?? '',
    client_id: 'ops-cli',
  });
  const { id_token: idToken, refresh_token: refreshToken } = tokens.body;
  if (!idToken || !refreshToken) throw new Error(`no cli sign-in for ${email}: ${JSON.stringify(tokens.body)}`);
  return { idToken, refreshToken };
}
