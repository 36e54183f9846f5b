import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityOrigin, withActivityOrigin } from '../db/activity-origin.ts';
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

const entry = (entityId: string, after: unknown): AuditEntry => ({
  actorEmail: 'ops@sandbox.test',
  action: 'updateAccountHolder',
  entityType: 'accountHolder',
  entityId,
  before: { status: 'OLD', merchantCode: 'MC-BEFORE' },
  after,
});

interface Origin {
  entity_id: string;
  merchant_code: string | null;
  division_code: string | null;
  source: string | null;
  reason: string | null;
}

const originsOf = (prefix: string) =>
  selectRows<Origin>(
    database.db,
    sql`select entity_id, merchant_code, division_code, source, reason from audit_events
      where entity_id like ${`${prefix}%`} order by entity_id`,
  );

/** The same entries written alone (`recordAudit`, the trigger fills them) and in bulk (`recordAudits`). */
async function writtenBothWays(prefix: string, origin: ActivityOrigin | null, afters: unknown[]) {
  const write = (bulk: boolean) => {
    const entries = afters.map((after, index) => entry(`${prefix}-${bulk ? 'BULK' : 'ALONE'}-${index}`, after));
    const work = () =>
      database.transaction(async (tx) => {
        if (bulk) await recordAudits(tx, entries);
        else for (const one of entries) await recordAudit(tx, one);
      });
    return origin ? withActivityOrigin(origin, work) : work();
  };
  await write(false);
  await write(true);
  const rows = await originsOf(prefix);
  const strip = ({ entity_id, ...where }: Origin) => ({ at: entity_id.replace(/-(BULK|ALONE)-/, '-'), ...where });
  return {
    alone: rows.filter((row) => row.entity_id.includes('-ALONE-')).map(strip),
    bulk: rows.filter((row) => row.entity_id.includes('-BULK-')).map(strip),
  };
}

describe('where an audit entry came from, written alone or in bulk', () => {
  it("takes the origin's merchant, division, source and reason", async () => {
    const { alone, bulk } = await writtenBothWays(
      'AH-ORIGIN',
      { source: 'JOB', merchantCode: 'MC-ORIGIN', divisionCode: 'DV-ORIGIN', reason: 'month end' },
      [{ status: 'NEW' }, { status: 'NEW', merchantCode: 'MC-AFTER', divisionCode: 'DV-AFTER' }],
    );
    expect(bulk).toEqual(alone);
    expect(bulk).toEqual([
      { at: 'AH-ORIGIN-0', merchant_code: 'MC-ORIGIN', division_code: 'DV-ORIGIN', source: 'JOB', reason: 'month end' },
      { at: 'AH-ORIGIN-1', merchant_code: 'MC-ORIGIN', division_code: 'DV-ORIGIN', source: 'JOB', reason: 'month end' },
    ]);
  });

  it("takes the entry's own merchant and division when the origin names none, and nothing without an origin", async () => {
    const bound = await writtenBothWays('AH-OWN', { source: 'CLI' }, [
      { status: 'NEW', merchantCode: 'MC-AFTER', divisionCode: 'DV-AFTER' },
      { status: 'NEW' },
      ['MC-IN-A-LIST'],
    ]);
    expect(bound.bulk).toEqual(bound.alone);
    expect(bound.bulk).toEqual([
      { at: 'AH-OWN-0', merchant_code: 'MC-AFTER', division_code: 'DV-AFTER', source: 'CLI', reason: null },
      { at: 'AH-OWN-1', merchant_code: 'MC-BEFORE', division_code: null, source: 'CLI', reason: null },
      { at: 'AH-OWN-2', merchant_code: 'MC-BEFORE', division_code: null, source: 'CLI', reason: null },
    ]);
    const unbound = await writtenBothWays('AH-NONE', null, [{ status: 'NEW' }]);
    expect(unbound.bulk).toEqual(unbound.alone);
    expect(unbound.bulk).toEqual([
      { at: 'AH-NONE-0', merchant_code: 'MC-BEFORE', division_code: null, source: null, reason: null },
    ]);
    expect(await verifyAuditChain(database.db)).toMatchObject({ holds: true, firstBroken: null });
  });
});
