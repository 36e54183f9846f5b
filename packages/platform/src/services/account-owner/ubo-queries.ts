import type { Ubo } from '@ops/core/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { ubos } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import { accountOwnerMessages as messages } from './account-owner-messages.ts';

export type UboRow = typeof ubos.$inferSelect;

export function toUbo(row: UboRow): Ubo {
  const { accountHolderCode: _, createdAt: __, ...ubo } = row;
  return ubo;
}

export async function ubosOf(db: Queryable, accountHolderCode: string): Promise<Ubo[]> {
  const rows = await db
    .select()
    .from(ubos)
    .where(eq(ubos.accountHolderCode, accountHolderCode))
    .orderBy(asc(ubos.createdAt), asc(ubos.code));
  return rows.map(toUbo);
}

export async function requireUbo(db: Queryable, accountHolderCode: string, uboCode: string): Promise<UboRow> {
  const [row] = await db
    .select()
    .from(ubos)
    .where(and(eq(ubos.code, uboCode), eq(ubos.accountHolderCode, accountHolderCode)));
  if (!row) throw notFound(messages.uboNotFound);
  return row;
}
