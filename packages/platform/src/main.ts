import { createServer, type Server } from 'node:http';
import { ConfigError, type PlatformConfig, readConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { shutDownGracefully } from './http/graceful-shutdown.ts';
import { createLogger } from './http/logger.ts';
import { demoAccounts } from './identity/demo-accounts.ts';
import { describeSeedOutcome, seedDatabase } from './seed/seed-database.ts';
import { createPlatform } from './server.ts';
import { endEventWaits } from './services/webhooks/division-events-wait.ts';

/**
 * Opens the configured database, brings its schema up to date and seeds the demo data of OPS_SEED, before
 * anything is served. Answers the database and a line about the demo data.
 */
async function prepareDatabase(config: PlatformConfig): Promise<{ database: Database; demoData: string }> {
  const database = await openDatabase(config.database);
  if (config.seed === 'none') return { database, demoData: 'No demo data (OPS_SEED=none)' };
  const outcome = await seedDatabase(database, config.seed, { onProgress: reportSeedProgress });
  return { database, demoData: describeSeedOutcome(outcome) };
}

/** The large dataset takes a minute or more: say how far it is every tenth. */
function reportSeedProgress(step: string, done: number, total: number): void {
  if (total >= 10_000 && done % (total / 10) === 0) {
    console.log(`Seeding demo data, ${step}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`);
  }
}

function describeStart(config: PlatformConfig, demoData: string): string {
  const lines = [`Ops Console is running: open ${config.publicUrl}/`, demoData];
  if (config.bankInbox) lines.push(`Importing bank statements dropped into ${config.bankInbox} (OPS_BANK_INBOX)`);
  if (config.identity.kind === 'embedded') {
    lines.push('Sandbox sign-in, demo accounts:');
    for (const account of demoAccounts) {
      lines.push(
        `  ${account.email.padEnd(24)} ${account.name.padEnd(16)} ${account.opsStaff ? 'ops staff' : 'not ops staff'}`,
      );
    }
  } else {
    lines.push(`Sign-in through ${config.identity.issuer} (ops staff: ${config.identity.allowedDomains.join(', ')})`);
  }
  if (config.mode === 'production') {
    lines.push('Production mode: no demo accounts, no /sandbox routes, no sandbox bank or PSP calls');
    if (config.database.kind === 'pglite')
      lines.push('On the embedded PGlite (OPS_ALLOW_EMBEDDED=1): one process only');
  }
  return lines.join('\n');
}

/** How long requests in flight get to finish after SIGTERM or SIGINT. */
const shutdownGraceMs = 10_000;

/**
 * How long an idle kept-alive connection stays open. Node's clients (its global agent, Playwright's request
 * context) drop an idle socket after 5 s, the same as Node's server default: a request sent at that moment meets a
 * socket the server is closing and fails with ECONNRESET. Holding connections longer than any client lets the
 * client always close first, as load balancers advise (65 s).
 */
const keepAliveMs = 65_000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
}

async function start(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const { database, demoData } = await prepareDatabase(config);
  const platform = await createPlatform({ config, database, logger });
  const server = createServer({ keepAliveTimeout: keepAliveMs }, platform.listener);
  await listen(server, config.port);
  platform.jobs.start();
  platform.bankInbox?.start();
  console.log(describeStart(config, demoData));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    // An events feed's long wait (up to 30 s) answers now, with what it has.
    void endEventWaits(database);
    void shutDownGracefully({
      server,
      graceMs: shutdownGraceMs,
      afterRequests: async () => {
        await platform.jobs.stop();
        await platform.bankInbox?.stop();
        await platform.mail.close();
        await database.close();
      },
    }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`ops platform: stopped with an error: ${describeError(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  const reason = error instanceof ConfigError ? error.message : `cannot start: ${describeError(error)}`;
  console.error(`ops platform: ${reason}`);
  process.exit(1);
});

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
