/**
 * Paths whose next segment is a secret: the hosted onboarding link's token (`/onboarding/<token>`), the password
 * reset's (`/password-reset/<token>`), and a sign-in interaction's id (`/oidc/interaction/<uid>`,
 * `/oidc/auth/<uid>`). The hosted page's script (`/onboarding/assets/…`) is no secret.
 */
const secretAfter = ['/onboarding/', '/password-reset/', '/oidc/interaction/', '/oidc/auth/'];
const notSecret = ['/onboarding/assets/'];

/**
 * A request path as the log may hold it: a secret segment is `[redacted]`, and the query, which may carry a
 * secret too (a device code), is left out.
 */
export function redactedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  if (notSecret.some((prefix) => path.startsWith(prefix))) return path;
  const prefix = secretAfter.find((candidate) => path.startsWith(candidate) && path.length > candidate.length);
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  return `${prefix}[redacted]${slash === -1 ? '' : rest.slice(slash)}`;
}
