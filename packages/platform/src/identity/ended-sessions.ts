import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { oidcModels, opsAccountSessionEnds } from '../db/schema/index.ts';

/** How long a process trusts what it read of the ends another process may have written. */
const rereadAfterMs = 1_000;

export interface EndedSessions {
  /** Seconds since the epoch at which the account's sessions were last ended; its tokens issued until then are refused. */
  endedAt(accountId: string): Promise<number | undefined>;
  /**
   * Ends the account's sessions at `at`: stores the moment and revokes what the embedded provider keeps for it
   * (its sign-in sessions, grants, refresh and access tokens), so neither a token nor a refresh gets it back in.
   */
  end(tx: Transaction, accountId: string, endedBy: string, at: Date): Promise<void>;
}

const byDatabase = new WeakMap<Database, EndedSessions>();

/**
 * The ended sessions of one database, shared by the route that ends them and the identity check that refuses the old
 * tokens: an end is known to this process at once, and read again from the table at most a second old (the table
 * holds a row only for accounts whose sessions were ever ended), so a second process sharing the database follows
 * within a second.
 */
export function endedSessionsOf(database: Database): EndedSessions {
  let known = byDatabase.get(database);
  if (!known) {
    known = endedSessions(database);
    byDatabase.set(database, known);
  }
  return known;
}

function endedSessions(database: Database): EndedSessions {
  let ends = new Map<string, number>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  const reread = async () => {
    const rows = await database.db.select().from(opsAccountSessionEnds);
    ends = new Map(rows.map((row) => [row.accountId, Math.floor(row.endedAt.getTime() / 1000)]));
    readAt = Date.now();
  };
  return {
    async endedAt(accountId) {
      if (Date.now() - readAt > rereadAfterMs) {
        reading ??= reread().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return ends.get(accountId);
    },
    async end(tx, accountId, endedBy, at) {
      const values = { accountId, endedAt: at, endedBy };
      await tx
        .insert(opsAccountSessionEnds)
        .values(values)
        .onConflictDoUpdate({ target: opsAccountSessionEnds.accountId, set: values });
      // The provider's sessions, grants and tokens name their account in the payload; a grant's tokens by its id.
      await tx.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${accountId}`);
      ends.set(accountId, Math.floor(at.getTime() / 1000));
    },
  };
}
