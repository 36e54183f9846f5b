import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jsonRecordset } from '../../db/json-recordset.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { writeTogether } from '../../db/write-together.ts';

const written = [
  'state',
  'attempts',
  'lastStatusCode',
  'lastDurationMs',
  'responseExcerpt',
  'deliveredAt',
  'nextAttemptAt',
] as const;

/** What one try of a delivery changes on it. */
export type DeliveryTry = Pick<typeof webhookDeliveries.$inferInsert, 'id' | (typeof written)[number]>;

const writers = new WeakMap<Database, (tried: DeliveryTry) => Promise<void>>();

/**
 * Writes what a try changed on its delivery, in one statement with the tries that ended in the same turn of the
 * event loop (`writeTogether`); answered once it is written.
 */
export function recordDeliveryTry(database: Database, tried: DeliveryTry): Promise<void> {
  let writer = writers.get(database);
  if (!writer) {
    const columns = getTableColumns(webhookDeliveries);
    const changes = sql.join(
      written.map((key) => sql`${sql.identifier(columns[key].name)} = tried.${sql.identifier(columns[key].name)}`),
      sql`, `,
    );
    writer = writeTogether((tries: DeliveryTry[]) =>
      database.db.execute(
        sql`update ${webhookDeliveries} set ${changes}
            from ${jsonRecordset(webhookDeliveries, 'tried', ['id', ...written], tries)}
            where ${webhookDeliveries.id} = tried.id`,
      ),
    );
    writers.set(database, writer);
  }
  return writer(tried);
}
