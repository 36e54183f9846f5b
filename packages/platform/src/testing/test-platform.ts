import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../http/logger.ts';
import type { PlatformIdentity } from '../identity/platform-identity.ts';
import type { AnyJobDefinition, JobRunner } from '../jobs/index.ts';
import type { PlatformMail } from '../mail/index.ts';
import { createPlatform, type RouteRegistration } from '../server.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestPlatformOptions {
  /** Extra configuration, as environment variables (e.g. OIDC_ISSUER for an external issuer). */
  env?: Record<string, string>;
  /** The API routes to serve, when a test needs probes beside the platform's own. */
  services?: RouteRegistration;
  /** The database to run on instead of a fresh one (a benchmark's seeded dataset); closed with the platform. */
  database?: TestDatabase;
  /** The kinds of job to run instead of the platform's (a test's own). */
  jobs?: readonly AnyJobDefinition[];
  /** Where its log goes, at level info (a test reads what it logged); silent unless OPS_LOG_LEVEL says otherwise. */
  log?: DestinationStream;
}

export interface TestPlatform {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  baseUrl: string;
  database: Database;
  identity: PlatformIdentity;
  /**
   * The job queue, not running by itself: `await platform.jobs.runDue()` runs what is due, so tests never wait. A test
   * of what a started runner sets up (its standing schedules) starts it, and stops it before closing the platform.
   */
  jobs: Pick<JobRunner, 'runDue' | 'start' | 'stop'>;
  /** The platform's e-mail; in the sandbox `mail.sandbox.received()` is what its SMTP server was sent. */
  mail: PlatformMail;
  /** An identity token of a demo account, through `POST /sandbox/token`. */
  tokenFor(email: string, clientId?: 'ops-web' | 'ops-cli'): Promise<string>;
  /** The Authorization and x-user headers every `/api/` call of that demo account carries. */
  headersFor(email: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * The whole platform in-process on an ephemeral port, on a fresh database of its own: an in-memory
 * PGlite, or, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 * Logs are silent unless OPS_LOG_LEVEL says otherwise.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let testDatabase: TestDatabase | undefined;
  try {
    testDatabase = options.database ?? (await openTestDatabase());
    const config = readConfig({
      NODE_ENV: 'test',
      OPS_PUBLIC_URL: baseUrl,
      OPS_SEED: 'none',
      OPS_LOG_LEVEL: process.env.OPS_LOG_LEVEL ?? 'silent',
      ...testDatabase.env,
      ...options.env,
    });
    const { database } = testDatabase;
    const logger = options.log ? createLogger('info', options.log) : createLogger(config.logLevel);
    const platform = await createPlatform({
      config,
      database,
      logger,
      services: options.services,
      jobs: options.jobs,
    });
    server.on('request', platform.listener);

    const tokenFor = async (email: string, clientId: 'ops-web' | 'ops-cli' = 'ops-web') => {
      const response = await fetch(`${baseUrl}/sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, clientId }),
      });
      if (!response.ok) throw new Error(`no sandbox token for ${email}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { idToken: string }).idToken;
    };
    const opened = testDatabase;
    return {
      baseUrl,
      database,
      identity: platform.identity,
      jobs: platform.jobs,
      mail: platform.mail,
      tokenFor,
      headersFor: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}`, 'x-user': email }),
      async close() {
        await closeServer(server);
        await platform.mail.close();
        await opened.close();
      },
    };
  } catch (error) {
    await closeServer(server);
    await testDatabase?.close();
    throw error;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
