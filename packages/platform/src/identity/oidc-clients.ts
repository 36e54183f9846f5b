import type { ClientMetadata } from 'oidc-provider';

export const webClientId = 'ops-web';
export const cliClientId = 'ops-cli';

/** The Vite dev server of the web app (`npm run dev`), allowed to sign in against the sandbox too. */
export const devServerOrigin = 'http://localhost:5173';

/** The two first-party clients: the PWA (code flow with PKCE) and the CLI (device flow, refresh tokens). */
export function oidcClients(publicUrl: string): ClientMetadata[] {
  const origins = [...new Set([publicUrl, devServerOrigin])];
  return [
    {
      client_id: webClientId,
      client_name: 'Ops Console',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: origins.map((origin) => `${origin}/login/callback`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
    },
    {
      client_id: cliClientId,
      client_name: 'ops CLI',
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
    },
  ];
}
