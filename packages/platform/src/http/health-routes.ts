import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { PlatformIdentity } from '../identity/platform-identity.ts';
import { retryAfterSeconds } from './database-unavailable.ts';
import type { PlatformApp } from './platform-env.ts';

/** How long the readiness probe waits for the database's answer, and the identity provider's. */
const readinessTimeoutMs = 2_000;

/**
 * `/healthz`: the process is alive (a load balancer restarts it when not). `/readyz`: it can serve, because the
 * database and the identity provider (an external issuer's discovery document) answer within two seconds; 503
 * with Retry-After naming which does not otherwise, so a load balancer sends calls elsewhere.
 */
export function registerHealthRoutes(app: PlatformApp, database: Database, identity: PlatformIdentity): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const [databaseAnswers, identityAnswers] = await Promise.all([
      Promise.race([
        database.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        sleep(readinessTimeoutMs).then(() => false),
      ]),
      identity.answers(readinessTimeoutMs),
    ]);
    if (databaseAnswers && identityAnswers) return c.json({ status: 'ready' });
    const reason = databaseAnswers ? 'the identity provider does not answer' : 'the database does not answer';
    return c.json({ status: 'unavailable', reason }, 503, { 'retry-after': String(retryAfterSeconds) });
  });
}
