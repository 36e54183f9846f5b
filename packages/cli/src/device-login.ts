import { CliError } from './cli-error.ts';

/** The CLI's public client at the embedded provider; an external issuer names its own with OIDC_CLIENT_ID. */
const defaultClientId = 'ops-cli';
const deviceCodeGrant = 'urn:ietf:params:oauth:grant-type:device_code';

export interface DeviceLoginOptions {
  issuer: string;
  clientId?: string | undefined;
  /** Shows the user where to go and which code to enter. */
  onCode(verificationUri: string, userCode: string): void;
  /** Waits between polls (tests may shorten nothing: the provider's interval is respected). */
  sleep?: (ms: number) => Promise<void>;
  deniedMessage: string;
}

export interface DeviceLoginTokens {
  idToken: string;
  refreshToken: string | undefined;
}

async function postForm(url: string, form: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(form) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * OpenID Connect device authorization grant (RFC 8628): asks the issuer for a device code, shows where to confirm
 * it, then polls the token endpoint at the interval the issuer sets until the user confirmed it or it expired.
 */
export async function deviceLogin(options: DeviceLoginOptions): Promise<DeviceLoginTokens> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const clientId = options.clientId ?? defaultClientId;
  const discovery = await fetch(`${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!discovery.ok)
    throw new CliError(`${options.issuer}: no OpenID Connect discovery document (${discovery.status})`);
  const endpoints = (await discovery.json()) as { device_authorization_endpoint?: string; token_endpoint?: string };
  if (!endpoints.device_authorization_endpoint || !endpoints.token_endpoint) {
    throw new CliError(`${options.issuer} does not offer the device authorization grant`);
  }
  const device = await postForm(endpoints.device_authorization_endpoint, {
    client_id: clientId,
    scope: 'openid email profile offline_access',
  });
  if (device.status !== 200) throw new CliError(String(device.body.error_description ?? device.body.error));
  const {
    device_code: deviceCode,
    user_code: userCode,
    verification_uri: verificationUri,
  } = device.body as Record<string, string>;
  options.onCode(String(verificationUri), String(userCode));
  let waitMs = Number(device.body.interval ?? 5) * 1000;
  const deadline = Date.now() + Number(device.body.expires_in ?? 600) * 1000;
  while (Date.now() < deadline) {
    await sleep(waitMs);
    const answer = await postForm(endpoints.token_endpoint, {
      grant_type: deviceCodeGrant,
      device_code: String(deviceCode),
      client_id: clientId,
    });
    if (answer.status === 200 && typeof answer.body.id_token === 'string') {
      const refreshToken = typeof answer.body.refresh_token === 'string' ? answer.body.refresh_token : undefined;
      return { idToken: answer.body.id_token, refreshToken };
    }
    if (answer.body.error === 'slow_down') waitMs += 5000;
    else if (answer.body.error !== 'authorization_pending') break;
  }
  throw new CliError(options.deniedMessage);
}
