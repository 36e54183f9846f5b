import type { Command } from 'commander';
import { type CliContext, requireSession } from '../cli-context.ts';
import { removeConfig, updateConfig } from '../config-store.ts';
import { deviceLogin } from '../device-login.ts';

/** `ops login` (device authorization grant), `ops logout`, `ops whoami`. */
export function registerSessionCommands(program: Command, context: CliContext): void {
  const { t, io } = context;
  program
    .command('login')
    .description(t.cli.login.describe())
    .action(async () => {
      const tokens = await deviceLogin({
        issuer: io.env.OIDC_ISSUER ?? `${context.api}/oidc`,
        clientId: io.env.OIDC_CLIENT_ID,
        deniedMessage: t.cli.login.denied(),
        onCode: (url, code) => {
          io.stderr.write(`${t.cli.login.visit({ url, code })}\n${t.cli.login.waiting()}\n`);
        },
      });
      context.config = updateConfig(io.env, { api: context.api, ...tokens });
      io.stdout.write(`${t.cli.login.signedIn({ email: requireSession(context).email })}\n`);
    });

  program
    .command('logout')
    .description(t.cli.logout.describe())
    .action(() => {
      removeConfig(io.env);
      io.stdout.write(`${t.cli.logout.done()}\n`);
    });

  program
    .command('whoami')
    .description(t.cli.whoami.describe())
    .action(() => {
      const session = requireSession(context);
      const until = session.expiresAt ? ` (${t.cli.whoami.token({ until: session.expiresAt.toISOString() })})` : '';
      io.stdout.write(`${session.email}${until}\n`);
    });
}
