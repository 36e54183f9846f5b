/**
 * What the web app learns from the platform at run time (`GET /app-config.json`): the identity provider to sign
 * in with and the client id it knows the web app by.
 */
export interface AppConfig {
  issuer: string;
  clientId: string;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

/** The answer of `/app-config.json`, or undefined when it is not one (an old platform, a captive portal page). */
export function parseAppConfig(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { issuer, clientId } = value as Record<string, unknown>;
  if (!isHttpUrl(issuer) || typeof clientId !== 'string' || clientId.trim() === '') return undefined;
  return { issuer, clientId };
}
