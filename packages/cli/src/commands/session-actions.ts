import { spawn } from 'node:child_process';
import type { CliContext } from '../cli-context.ts';
import { deviceLogin } from '../device-login.ts';
import { clientsOf } from '../platform-clients.ts';
import { updateStoredConfig } from '../profile-store.ts';
import { issuerOf, requireSession } from '../session.ts';

/** Opens the link in the user's browser when there is a desktop to show it on; says nothing when there is none. */
function openBrowser(context: CliContext, url: string): void {
  const { env, stdout } = context.io;
  if (!stdout.isTTY || env.OPS_NO_BROWSER) return;
  const opener =
    process.platform === 'darwin'
      ? 'open'
      : process.platform === 'win32'
        ? 'explorer'
        : env.DISPLAY || env.WAYLAND_DISPLAY
          ? 'xdg-open'
          : undefined;
  if (!opener) return;
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}

/** `ops login`: the device grant; the link carries the code, and opens in the browser when there is one. */
export async function login(context: CliContext): Promise<void> {
  const { t, io } = context;
  const tokens = await deviceLogin({
    issuer: issuerOf(context),
    clientId: io.env.OIDC_CLIENT_ID,
    deniedMessage: t.cli.login.denied(),
    onCode: (url, code) => {
      io.stderr.write(`${t.cli.login.visit({ url, code })}\n${t.cli.login.waiting()}\n`);
      openBrowser(context, url);
    },
  });
  context.config = updateStoredConfig(io.env, context.profile, { api: context.api, ...tokens });
  io.stdout.write(`${t.cli.login.signedIn({ email: requireSession(context).email })}\n`);
}

/** `ops logout`: forgets the tokens; the bound merchant and division stay for the next sign-in. */
export function logout(context: CliContext): void {
  context.config = updateStoredConfig(context.io.env, context.profile, {
    idToken: undefined,
    refreshToken: undefined,
  });
  context.io.stdout.write(`${context.t.cli.logout.done()}\n`);
}

/**
 * `ops whoami`: asks the platform whether the token holds (a refused one fails as any call does), then shows who
 * is signed in, until when, with which profile (and whether its platform is in production), at which platform, and
 * the bound merchant and division.
 */
export async function whoami(context: CliContext): Promise<void> {
  const { t, io, config } = context;
  const clients = clientsOf(context, undefined);
  const { merchantCode, divisionCode } = config;
  const [{ mode }] = await Promise.all([
    clients.opsAccounts.getPlatformMode(),
    merchantCode
      ? clients.accountOwner.getMerchant({ params: { merchantCode } })
      : clients.accountOwner.searchMerchants({ query: { page: 1, limit: 1 } }),
  ]);
  // Read after the call: a refreshed token names its new expiry.
  const session = requireSession(context);
  const until = session.expiresAt ? ` (${t.cli.whoami.token({ until: session.expiresAt.toISOString() })})` : '';
  const name = context.profile;
  const lines = [
    `${session.email}${until}`,
    mode === 'production' ? t.cli.whoami.productionProfile({ name }) : t.cli.whoami.profile({ name }),
    t.cli.whoami.platform({ url: context.api }),
    merchantCode && divisionCode ? t.cli.whoami.bound({ merchantCode, divisionCode }) : t.cli.whoami.unbound(),
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
}
