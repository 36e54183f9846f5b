import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { retryOnConflict } from '../../db/retry-on-conflict.ts';
import { sqlStateOf } from '../../ledger/database-refusal.ts';
import { type SqlRunner, selectRows } from '../../ledger/sql-rows.ts';
import { type MakeTransfer, makeTransferOn, type TransferCall, type TransferCallAnswer } from './transfer-call.ts';

export interface TransferBatcherOptions {
  /** The most transfers made in one statement. */
  maxBatch?: number;
  /** How many statements may run at once: 1 on PGlite, which runs one at a time anyway. */
  concurrency?: number;
}

interface Waiting {
  call: TransferCall;
  resolve(answer: TransferCallAnswer): void;
  reject(error: unknown): void;
}

/**
 * Runs `work` with `origin` as its transaction's `ops.activity` (the audit trigger's source, division and reason);
 * without one, on `db` as it is, a statement its own transaction.
 */
function inOrigin<T>(db: Queryable, origin: string | null | undefined, work: (runner: SqlRunner) => Promise<T>) {
  if (!origin) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ops.activity', ${origin}, true)`);
    return work(tx);
  });
}

/**
 * Group commit for balance transfers: transfers that arrive while `concurrency` statements are running, or in the
 * same turn of the event loop, from the same origin (source, division, reason: one transaction has one), go together
 * into the next statement, `balance_transfer_create_batch` (migration
 * 0014), up to `maxBatch`: one round trip and one commit for the lot. A transfer alone is made alone, as before. Each answers exactly what it would have answered alone. When the batch statement fails with an error of
 * the database's (it ended, nothing of it stays), its transfers are made one by one, so an error reaches only the
 * request it belongs to; a failure without one (the connection lost: the outcome unknown) is every request's
 * answer, never a second attempt.
 */
export function createTransferBatcher(db: Queryable, options: TransferBatcherOptions = {}): MakeTransfer {
  const { maxBatch = 32, concurrency = 1 } = options;
  const makeOne = makeTransferOn(db, (call, work) => inOrigin(db, call.origin, work));
  // Alone, a transfer is its own transaction: one that lost a deadlock is made again.
  const alone: MakeTransfer = (call) => retryOnConflict(() => makeOne(call));
  const waiting: Waiting[] = [];
  let running = 0;

  async function run(batch: Waiting[]) {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await alone(only.call).then(only.resolve, only.reject);
      return;
    }
    let answers: TransferCallAnswer[];
    try {
      const [row] = await inOrigin(db, batch[0]?.call.origin, (runner) =>
        selectRows<{ answers: string }>(
          runner,
          sql`select balance_transfer_create_batch(${JSON.stringify(batch.map(({ call }) => call))}::jsonb)::text as answers`,
        ),
      );
      answers = JSON.parse(row?.answers ?? '[]') as TransferCallAnswer[];
      if (answers.length !== batch.length) throw new Error('balance_transfer_create_batch answered another count');
    } catch (error) {
      if (sqlStateOf(error) === undefined) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      await Promise.all(batch.map((entry) => alone(entry.call).then(entry.resolve, entry.reject)));
      return;
    }
    for (const [index, entry] of batch.entries()) entry.resolve(answers[index] as TransferCallAnswer);
  }

  /** The next batch: the first waiting call and those after it from the same origin, up to `maxBatch`. */
  function takeBatch(): Waiting[] {
    const origin = waiting[0]?.call.origin ?? null;
    const batch: Waiting[] = [];
    for (let index = 0; index < waiting.length && batch.length < maxBatch; ) {
      if (((waiting[index] as Waiting).call.origin ?? null) === origin) batch.push(...waiting.splice(index, 1));
      else index += 1;
    }
    return batch;
  }

  function startWaiting() {
    startScheduled = false;
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      void run(takeBatch()).finally(() => {
        running -= 1;
        scheduleStart();
      });
    }
  }

  // A statement starts once the event loop has read every request that has come in: PGlite runs a statement
  // without giving the loop a turn, so a transfer started at once would leave the others unread until it ends.
  let startScheduled = false;
  function scheduleStart() {
    if (startScheduled) return;
    startScheduled = true;
    setImmediate(startWaiting);
  }

  return (call) =>
    new Promise((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      scheduleStart();
    });
}
