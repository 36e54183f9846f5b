import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record-audit.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { TransactionMisuseError } from './database.ts';
import { auditEvents } from './schema/index.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(async () => {
  await testDatabase?.close();
});

const entry = (entityId: string) => ({
  actorEmail: 'ops@sandbox.test',
  action: 'probe',
  entityType: 'probe',
  entityId,
  before: null,
  after: null,
});

async function countEvents(): Promise<number> {
  const [row] = await testDatabase.database.db.select({ value: count() }).from(auditEvents);
  return row?.value ?? 0;
}

describe('database.transaction', () => {
  it('keeps a concurrent transaction from seeing writes that are later rolled back', async () => {
    const { database } = testDatabase;
    const start = await countEvents();
    let signalInserted = () => {};
    const inserted = new Promise<void>((resolve) => {
      signalInserted = resolve;
    });
    const failing = database.transaction(async (tx) => {
      await recordAudit(tx, entry('rolled-back'));
      signalInserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('abandoned');
    });
    await inserted;
    const seenMeanwhile = database.transaction(async (tx) => {
      const [row] = await tx.select({ value: count() }).from(auditEvents);
      return row?.value;
    });
    await expect(failing).rejects.toThrow('abandoned');
    expect(await seenMeanwhile).toBe(start);
    expect(await countEvents()).toBe(start);
  });

  it('runs many concurrent transactions to completion, each whole', async () => {
    const start = await countEvents();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        testDatabase.database.transaction(async (tx) => {
          await recordAudit(tx, entry(`concurrent-${index}`));
          await recordAudit(tx, entry(`concurrent-${index}`));
          return index;
        }),
      ),
    );
    expect(results).toHaveLength(20);
    expect(await countEvents()).toBe(start + 40);
  });

  it('refuses a nested transaction or the outer database inside a transaction, which would deadlock on PGlite', async () => {
    const { database } = testDatabase;
    await expect(database.transaction(() => database.transaction(async () => 1))).rejects.toBeInstanceOf(
      TransactionMisuseError,
    );
    await expect(database.transaction(async () => database.db.select().from(auditEvents))).rejects.toBeInstanceOf(
      TransactionMisuseError,
    );
  });
});
