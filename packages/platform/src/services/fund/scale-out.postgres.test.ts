import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import {
  balancesAfter,
  inParallel,
  type SharedDatabaseKit,
  startSharedDatabaseKit,
  storedBalances,
  transfersBetween,
  transferThrough,
} from './testing/shared-database-kit.ts';

// PostgreSQL only (npm run test:postgres): two platform processes share one database, as behind a load balancer.
let kit: SharedDatabaseKit;
beforeAll(async () => {
  kit = await startSharedDatabaseKit(2);
}, 180_000);
afterAll(async () => {
  await kit?.close();
});

describe('two platform processes on one PostgreSQL database', () => {
  it('take transfers through both at once, and a retry on the other process: each moves money once, no 5xx', async () => {
    const accounts = kit.shop.sellerAccounts;
    const transfers = transfersBetween(accounts, 160);
    const through = (index: number) => kit.processes[index % 2]?.baseUrl as string;
    const firsts = await inParallel(
      transfers.map((transfer, index) => () => transferThrough(through(index), kit.headers, transfer)),
      16,
    );
    // A client whose answer was lost retries on the other process with the same key.
    const retried = transfers.filter((_, index) => index % 8 === 0);
    const retries = await inParallel(
      retried.map((transfer, index) => () => transferThrough(through(index * 8 + 1), kit.headers, transfer)),
      8,
    );

    expect(firsts.filter((answer) => answer.status !== 201)).toEqual([]); // no 5xx, no refusal: all made
    for (const [index, retry] of retries.entries()) {
      expect(retry).toEqual({ status: 201, replayed: true, code: firsts[index * 8]?.code });
    }
    expect(await storedBalances(kit.database, accounts)).toEqual(balancesAfter(accounts, transfers));
    await assertLedgerInvariants(kit.database.db);
  }, 120_000);
});
