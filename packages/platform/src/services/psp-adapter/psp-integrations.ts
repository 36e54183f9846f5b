import type {
  AvailablePspIntegration,
  CreatePspIntegrationBody,
  PspIntegration,
  UpdatePspIntegrationBody,
} from '@ops/core/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { newCode } from '../../db/codes.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { pspIntegrations, pspReportFiles } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { requireDivision } from '../account-owner/scope.ts';
import { pspMessages as messages } from './psp-messages.ts';

export type PspIntegrationRow = typeof pspIntegrations.$inferSelect;
type DivisionAddress = { merchantCode: string; divisionCode: string };

/** The PSPs the adapter reads settlement reports of. */
export const availablePspIntegrations: AvailablePspIntegration[] = [
  { provider: 'ADYEN', name: 'Adyen', report: 'Settlement details report (CSV)' },
];

async function lastImportsOf(db: Queryable, codes: string[]) {
  if (codes.length === 0) return new Map<string, PspIntegration['lastImport']>();
  const rows = await db
    .selectDistinctOn([pspReportFiles.integrationCode])
    .from(pspReportFiles)
    .where(inArray(pspReportFiles.integrationCode, codes))
    .orderBy(pspReportFiles.integrationCode, desc(pspReportFiles.importedAt));
  return new Map(
    rows.map((row) => [
      row.integrationCode,
      {
        executionId: row.executionId,
        fileName: row.fileName,
        lineCount: row.lineCount,
        importedAt: row.importedAt.toISOString(),
      },
    ]),
  );
}

async function toIntegrations(db: Queryable, rows: PspIntegrationRow[]): Promise<PspIntegration[]> {
  const lastImports = await lastImportsOf(
    db,
    rows.map((row) => row.code),
  );
  return rows.map(({ removedAt: _, updatedAt: __, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastImport: lastImports.get(row.code) ?? null,
  }));
}

/** A division's integrations that are not removed. */
const liveIn = (address: DivisionAddress) =>
  and(
    eq(pspIntegrations.merchantCode, address.merchantCode),
    eq(pspIntegrations.divisionCode, address.divisionCode),
    isNull(pspIntegrations.removedAt),
  );

/** A live integration of the division; another division's, or a removed one, is not found. */
export async function requireIntegration(
  db: Queryable,
  address: DivisionAddress & { integrationCode: string },
): Promise<PspIntegrationRow> {
  const [row] = await db
    .select()
    .from(pspIntegrations)
    .where(and(eq(pspIntegrations.code, address.integrationCode), liveIn(address)));
  if (!row) throw notFound(messages.integrationNotFound({ code: address.integrationCode }));
  return row;
}

/** The division's live integrations, oldest first; `only` keeps those it holds for (auto-reconciliation's). */
export function liveIntegrationRows(db: Queryable, address: DivisionAddress, only?: SQL): Promise<PspIntegrationRow[]> {
  return db
    .select()
    .from(pspIntegrations)
    .where(and(liveIn(address), only))
    .orderBy(asc(pspIntegrations.createdAt), asc(pspIntegrations.code));
}

export async function listPspIntegrations(db: Queryable, address: DivisionAddress): Promise<PspIntegration[]> {
  await requireDivision(db, address);
  return toIntegrations(db, await liveIntegrationRows(db, address));
}

async function refuseTakenAccount(tx: Transaction, division: string, provider: string, account: string, self?: string) {
  const [taken] = await tx
    .select({ code: pspIntegrations.code })
    .from(pspIntegrations)
    .where(
      and(
        eq(pspIntegrations.divisionCode, division),
        eq(pspIntegrations.provider, provider as PspIntegrationRow['provider']),
        eq(pspIntegrations.merchantAccount, account),
        isNull(pspIntegrations.removedAt),
      ),
    );
  if (taken && taken.code !== self) throw conflict(messages.merchantAccountTaken({ merchantAccount: account }));
}

export async function createPspIntegration(
  tx: Transaction,
  address: DivisionAddress,
  body: Required<CreatePspIntegrationBody>,
  caller: Caller,
): Promise<PspIntegration> {
  await requireDivision(tx, address, { forUpdate: true });
  await refuseTakenAccount(tx, address.divisionCode, body.provider, body.merchantAccount);
  const [row] = await tx
    .insert(pspIntegrations)
    .values({ code: newCode('PI'), ...address, ...body, createdBy: caller.email })
    .returning();
  if (!row) throw new Error('the integration was not written');
  const [integration] = await toIntegrations(tx, [row]);
  return integration as PspIntegration;
}

export async function updatePspIntegration(
  tx: Transaction,
  address: DivisionAddress & { integrationCode: string },
  body: UpdatePspIntegrationBody,
): Promise<PspIntegration> {
  await requireDivision(tx, address, { forUpdate: true });
  const current = await requireIntegration(tx, address);
  if (body.merchantAccount) {
    await refuseTakenAccount(tx, current.divisionCode, current.provider, body.merchantAccount, current.code);
  }
  const [row] = await tx
    .update(pspIntegrations)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(pspIntegrations.code, current.code))
    .returning();
  const [integration] = await toIntegrations(tx, row ? [row] : []);
  return integration as PspIntegration;
}

export async function removePspIntegration(
  tx: Transaction,
  address: DivisionAddress & { integrationCode: string },
): Promise<void> {
  const current = await requireIntegration(tx, address);
  await tx.update(pspIntegrations).set({ removedAt: new Date() }).where(eq(pspIntegrations.code, current.code));
}
