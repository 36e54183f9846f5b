/**
 * What the web app learns from the platform at run time (`GET /app-config.json`): the identity provider to sign
 * in with and the client id it knows the web app by.
 */
export interface AppConfig {
  issuer: string;
  clientId: string;
  /** Where the Unauthorised screen's contact-support mail goes; without it the user's mail program asks. */
  supportEmail?: string;
}

/** One plain address (name@domain.tld), nothing a mailto link could be made to carry besides. */
export function isSupportEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@<>(),;:"?&]+@[^\s@<>(),;:"?&]+\.[^\s@<>(),;:"?&]+$/.test(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

/** The answer of `/app-config.json`, or undefined when it is not one (an old platform, a captive portal page). */
export function parseAppConfig(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { issuer, clientId, supportEmail } = value as Record<string, unknown>;
  if (!isHttpUrl(issuer) || typeof clientId !== 'string' || clientId.trim() === '') return undefined;
  return isSupportEmail(supportEmail) ? { issuer, clientId, supportEmail } : { issuer, clientId };
}
