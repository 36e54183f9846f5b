import { type AppConfig, parseAppConfig, SignInError } from '@ops/core/auth';

/** What the platform names at `/app-config.json`: the issuer, the client id and the support address. */
export async function loadAppConfig(): Promise<AppConfig> {
  let answer: Response;
  try {
    answer = await fetch('/app-config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SignInError('unreachable', 'the platform did not answer /app-config.json', { cause: error });
  }
  const config = answer.ok ? parseAppConfig(await answer.json().catch(() => undefined)) : undefined;
  if (!config) throw new SignInError('invalid-response', `/app-config.json answered ${answer.status} without a config`);
  return config;
}
