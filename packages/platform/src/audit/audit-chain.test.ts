import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { selectRows } from '../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { type AuditEntry, recordAudit, recordAudits } from './record-audit.ts';

let opened: TestDatabase;
let database: Database;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const entry = (entityId: string, after: unknown = { name: entityId }): AuditEntry => ({
  actorEmail: 'ops@sandbox.test',
  action: 'updateAccountHolder',
  entityType: 'accountHolder',
  entityId,
  before: null,
  after,
});

/** What only someone with the database's keys can do: change the trail with its guard switched off. */
async function behindThePlatformsBack(statement: string, trigger = 'audit_events_append_only'): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table audit_events disable trigger ${trigger}`));
    await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`alter table audit_events enable trigger ${trigger}`));
  });
}

const idOf = async (entityId: string) =>
  Number(
    (
      await selectRows<{ id: string }>(
        database.db,
        sql`select id::text from audit_events where entity_id = ${entityId}`,
      )
    )[0]?.id,
  );

describe("the audit trail's hash chain", () => {
  it('holds over entries written one by one, in bulk and by transactions at the same time', async () => {
    await database.transaction((tx) => recordAudit(tx, entry('AH-1')));
    await database.transaction((tx) => recordAudits(tx, [entry('AH-2'), entry('AH-3', { name: 'Zoë "€" \\ ✓' })]));
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => database.transaction((tx) => recordAudit(tx, entry(`AH-P${index}`)))),
    );
    const verification = await verifyAuditChain(database.db);
    expect(verification).toMatchObject({ holds: true, checked: 15, firstBroken: null });
    expect(verification.head).toMatchObject({ position: 15, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('is not written for a transaction that rolls back', async () => {
    await expect(
      database.transaction(async (tx) => {
        await recordAudit(tx, entry('AH-ROLLED-BACK'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await verifyAuditChain(database.db)).toMatchObject({ holds: true, checked: 15 });
  });

  it("seals a transaction's entries in the order its statements wrote them, none of a savepoint it rolled back", async () => {
    await database.transaction(async (tx) => {
      await recordAudit(tx, entry('AH-S1'));
      await expect(
        tx.transaction(async (savepoint) => {
          await recordAudit(savepoint, entry('AH-S-UNDONE'));
          throw new Error('not this one');
        }),
      ).rejects.toThrow('not this one');
      await recordAudits(tx, [entry('AH-S2'), entry('AH-S3')]);
    });
    expect(await verifyAuditChain(database.db)).toMatchObject({ holds: true, checked: 18, firstBroken: null });
    const sealed = await selectRows<{ entity_id: string; position: string }>(
      database.db,
      sql`select e.entity_id, s.position::text from audit_seals s join audit_events e on e.id = s.audit_event_id
        where e.entity_id like 'AH-S%' order by s.position`,
    );
    expect(sealed).toEqual([
      { entity_id: 'AH-S1', position: '16' },
      { entity_id: 'AH-S2', position: '17' },
      { entity_id: 'AH-S3', position: '18' },
    ]);
  });

  it('names an entry written with its seal switched off', async () => {
    await behindThePlatformsBack(
      `insert into audit_events (actor_email, action, entity_type, entity_id) values ('x@evil.example', 'deleteMerchant', 'merchant', 'M-SNEAKED')`,
      'audit_events_sealed',
    );
    const sneaked = await idOf('M-SNEAKED');
    expect(await verifyAuditChain(database.db)).toMatchObject({
      holds: false,
      firstBroken: { position: null, auditEventId: sneaked, problem: 'UNSEALED' },
    });
  });

  it('names the first entry edited behind the platform', async () => {
    const edited = await idOf('AH-2');
    await behindThePlatformsBack(
      `update audit_events set after = '{"name": "Someone else"}' where entity_id in ('AH-2', 'AH-P3')`,
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({
      holds: false,
      firstBroken: { position: 2, auditEventId: edited, problem: 'CHANGED' },
    });
  });

  it('names an entry removed behind the platform', async () => {
    const removed = await idOf('AH-1');
    await behindThePlatformsBack(`delete from audit_events where entity_id = 'AH-1'`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      holds: false,
      firstBroken: { position: 1, auditEventId: removed, problem: 'REMOVED' },
    });
  });

  it('keeps its seals append-only', async () => {
    const refusal = await database.transaction((tx) => tx.execute(sql`delete from audit_seals`)).catch((e) => e);
    expect(String((refusal as Error).cause ?? refusal)).toMatch(/audit_seals is append-only: DELETE is refused/);
    expect(await verifyAuditChain(database.db)).toMatchObject({ checked: 18 });
  });
});
