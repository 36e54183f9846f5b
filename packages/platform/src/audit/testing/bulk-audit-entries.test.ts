import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { verifyAuditChain } from '../audit-chain.ts';
import { bulkMerchantCode, writeBulkAuditEntries } from './bulk-audit-entries.ts';

let opened: TestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

describe('the bulk audit trail of the benchmarks', () => {
  it('writes entries spread over merchants, people, kinds and sources over a year, each sealed', async () => {
    await writeBulkAuditEntries(opened.database, 3_000);
    expect(await verifyAuditChain(opened.database.db)).toMatchObject({ holds: true, checked: 3_000 });
    const [spread] = await selectRows<Record<string, string>>(
      opened.database.db,
      sql`select count(distinct merchant_code)::text as merchants, count(distinct actor_email)::text as people,
        count(distinct entity_type)::text as kinds, count(distinct source)::text as sources,
        count(*) filter (where merchant_code is null)::text as unbound,
        (extract(epoch from max(at) - min(at)) / 86400)::int::text as days
      from audit_events`,
    );
    expect(spread).toMatchObject({ kinds: '10', sources: '5', days: '365' });
    expect(Number(spread?.merchants)).toBeGreaterThan(15);
    expect(Number(spread?.people)).toBeGreaterThan(30);
    expect(Number(spread?.unbound)).toBeGreaterThan(150);
    const [largest] = await selectRows<{ merchant_code: string }>(
      opened.database.db,
      sql`select merchant_code from audit_events where merchant_code is not null
        group by merchant_code order by count(*) desc limit 1`,
    );
    expect(largest?.merchant_code).toBe(bulkMerchantCode(1));
  });
});
