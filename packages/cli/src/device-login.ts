import { CliError } from './cli-error.ts';

/** The CLI's public client at the embedded provider; an external issuer names its own with OIDC_CLIENT_ID. */
const defaultClientId = 'ops-cli';
const deviceCodeGrant = 'urn:ietf:params:oauth:grant-type:device_code';

export interface DeviceLoginOptions {
  issuer: string;
  clientId?: string | undefined;
  /** Shows the user where to go (with the code in the link when the issuer gives one) and which code to enter. */
  onCode(verificationUri: string, userCode: string): void;
  /** Waits between polls (tests may shorten nothing: the provider's interval is respected). */
  sleep?: (ms: number) => Promise<void>;
  deniedMessage: string;
}

export interface DeviceLoginTokens {
  idToken: string;
  refreshToken: string | undefined;
}

interface OidcEndpoints {
  device_authorization_endpoint?: string;
  token_endpoint?: string;
}

async function endpointsOf(issuer: string): Promise<OidcEndpoints> {
  const discovery = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new CliError(`${issuer}: no OpenID Connect discovery document (${discovery.status})`);
  return (await discovery.json()) as OidcEndpoints;
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
  const endpoints = await endpointsOf(options.issuer);
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
    verification_uri_complete: verificationUriComplete,
  } = device.body as Record<string, string | undefined>;
  options.onCode(String(verificationUriComplete ?? verificationUri), String(userCode));
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

/** New tokens for a refresh token (RFC 6749 section 6), at the issuer's token endpoint. */
export async function refreshTokens(options: {
  issuer: string;
  clientId?: string | undefined;
  refreshToken: string;
}): Promise<DeviceLoginTokens> {
  const { token_endpoint: tokenEndpoint } = await endpointsOf(options.issuer);
  if (!tokenEndpoint) throw new CliError(`${options.issuer} has no token endpoint`);
  const answer = await postForm(tokenEndpoint, {
    grant_type: 'refresh_token',
    refresh_token: options.refreshToken,
    client_id: options.clientId ?? defaultClientId,
  });
  if (answer.status !== 200 || typeof answer.body.id_token !== 'string') {
    throw new CliError(String(answer.body.error_description ?? answer.body.error));
  }
  const refreshToken = typeof answer.body.refresh_token === 'string' ? answer.body.refresh_token : options.refreshToken;
  return { idToken: answer.body.id_token, refreshToken };
}
