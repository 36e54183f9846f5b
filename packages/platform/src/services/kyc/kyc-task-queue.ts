import type { KycTask, KycTaskReason } from '@ops/core/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Database, Queryable, Transaction } from '../../db/database.ts';
import { kycTasks } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import type { AccountHolderRow } from '../account-owner/scope.ts';
import { kycMessages as messages } from './kyc-messages.ts';
import { findTask, selectTasks, taskToWire } from './kyc-task-rows.ts';

/**
 * Opens a KYC check for the seller unless one is already open or being worked: the seller's unique live-task
 * index makes a second reason a no-op, also when two requests race.
 */
export async function openKycTask(tx: Transaction, seller: AccountHolderRow, reason: KycTaskReason): Promise<void> {
  await tx
    .insert(kycTasks)
    .values({
      code: newCode('KT'),
      accountHolderCode: seller.code,
      merchantCode: seller.merchantCode,
      divisionCode: seller.divisionCode,
      reason,
    })
    .onConflictDoNothing({ target: kycTasks.accountHolderCode, where: sql`${kycTasks.status} <> 'DONE'` });
}

/**
 * Hands the oldest unassigned task to the caller in one statement: the candidate is chosen by a scalar subquery
 * (evaluated once; `in (…)` may be run again per row and assign several) that locks it with SKIP LOCKED, so
 * concurrent callers each take a different task on PostgreSQL; PGlite serialises statements, with the same result.
 */
export async function takeNextTask(database: Database, caller: Caller, merchantCode?: string): Promise<KycTask> {
  const claimed = await database.transaction(async (tx) => {
    const oldestOpen = tx
      .select({ code: kycTasks.code })
      .from(kycTasks)
      .where(and(eq(kycTasks.status, 'OPEN'), merchantCode ? eq(kycTasks.merchantCode, merchantCode) : undefined))
      .orderBy(asc(kycTasks.createdAt), asc(kycTasks.code))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await tx
      .update(kycTasks)
      .set({ status: 'ASSIGNED', assignee: caller.email, assignedAt: new Date() })
      .where(and(sql`${kycTasks.code} = (${oldestOpen})`, eq(kycTasks.status, 'OPEN')))
      .returning({ code: kycTasks.code });
    return row;
  });
  const task = claimed && (await findTask(database.db, claimed.code));
  if (!task) throw notFound(messages.noKycsToCheck);
  return task;
}

/** The caller's assigned tasks, oldest assignment first: what Continue opens. */
export async function myTasks(db: Queryable, caller: Caller): Promise<{ elements: KycTask[] }> {
  const rows = await selectTasks(db)
    .where(and(eq(kycTasks.status, 'ASSIGNED'), eq(kycTasks.assignee, caller.email)))
    .orderBy(asc(kycTasks.assignedAt), asc(kycTasks.code));
  return { elements: rows.map(taskToWire) };
}

async function lockTask(tx: Transaction, code: string) {
  const [task] = await tx.select().from(kycTasks).where(eq(kycTasks.code, code)).for('update');
  if (!task) throw notFound(messages.taskNotFound({ code }));
  if (task.status === 'DONE') throw conflict(messages.taskDone({ code }));
  return task;
}

async function setTask(tx: Transaction, code: string, changes: Partial<typeof kycTasks.$inferInsert>, where?: SQL) {
  await tx
    .update(kycTasks)
    .set(changes)
    .where(and(eq(kycTasks.code, code), where));
}

/** Assign to me: an open task, or one already mine; a colleague's task is refused. */
export async function assignTask(database: Database, caller: Caller, code: string): Promise<KycTask> {
  await database.transaction(async (tx) => {
    const task = await lockTask(tx, code);
    if (task.assignee === caller.email) return;
    if (task.assignee) throw conflict(messages.taskTaken({ code, assignee: task.assignee }));
    await setTask(tx, code, { status: 'ASSIGNED', assignee: caller.email, assignedAt: new Date() });
  });
  return (await findTask(database.db, code)) as KycTask;
}

/** Release: the caller's task goes back to the queue, keeping its place by age. */
export async function releaseTask(database: Database, caller: Caller, code: string): Promise<KycTask> {
  await database.transaction(async (tx) => {
    const task = await lockTask(tx, code);
    if (task.assignee !== caller.email) throw conflict(messages.taskNotYours({ code }));
    await setTask(tx, code, { status: 'OPEN', assignee: null, assignedAt: null });
  });
  return (await findTask(database.db, code)) as KycTask;
}

/** A decision closes the seller's live task, whoever holds it. */
export async function closeSellerTask(tx: Transaction, accountHolderCode: string): Promise<void> {
  await tx
    .update(kycTasks)
    .set({ status: 'DONE', assignee: null, closedAt: new Date() })
    .where(and(eq(kycTasks.accountHolderCode, accountHolderCode), sql`${kycTasks.status} <> 'DONE'`));
}
