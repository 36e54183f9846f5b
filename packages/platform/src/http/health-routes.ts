import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { retryAfterSeconds } from './database-unavailable.ts';
import type { PlatformApp } from './platform-env.ts';

/** How long the readiness probe waits for the database's answer. */
const readinessTimeoutMs = 2_000;

/**
 * `/healthz`: the process is alive (a load balancer restarts it when not). `/readyz`: it can serve, because the
 * database answers within two seconds; 503 with Retry-After otherwise, so a load balancer sends calls elsewhere.
 */
export function registerHealthRoutes(app: PlatformApp, database: Database): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const answered = await Promise.race([
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      sleep(readinessTimeoutMs).then(() => false),
    ]);
    if (answered) return c.json({ status: 'ready' });
    return c.json({ status: 'unavailable', reason: 'the database does not answer' }, 503, {
      'retry-after': String(retryAfterSeconds),
    });
  });
}
