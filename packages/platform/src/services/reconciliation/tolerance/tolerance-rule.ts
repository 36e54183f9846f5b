import type { ToleranceRule, ToleranceRuleBody } from '@ops/core/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit.ts';
import type { Queryable, Transaction } from '../../../db/database.ts';
import { toleranceRules } from '../../../db/schema/index.ts';
import type { Caller } from '../../../identity/caller.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';

export type ToleranceRuleRow = typeof toleranceRules.$inferSelect;

/** The rule of a division that never set one: exact amounts, the same day. */
const exact = { amountMinor: null, amountPercent: null, dateWindowDays: 0, updatedBy: null, updatedAt: null };

const toToleranceRule = (division: DivisionAddress, row: ToleranceRuleRow | undefined): ToleranceRule => ({
  merchantCode: division.merchantCode,
  divisionCode: division.divisionCode,
  ...(row
    ? {
        amountMinor: row.amountMinor,
        amountPercent: row.amountBasisPoints === null ? null : row.amountBasisPoints / 100,
        dateWindowDays: row.dateWindowDays,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      }
    : exact),
});

/** The division's stored rule, if it set one. */
export async function ruleRow(db: Queryable, divisionCode: string): Promise<ToleranceRuleRow | undefined> {
  const [row] = await db.select().from(toleranceRules).where(eq(toleranceRules.divisionCode, divisionCode));
  return row;
}

/** A live division's tolerance rule (404 for a division that is not the merchant's or is deleted). */
export async function readToleranceRule(db: Queryable, division: DivisionAddress): Promise<ToleranceRule> {
  await requireDivision(db, division);
  return toToleranceRule(division, await ruleRow(db, division.divisionCode));
}

/** Sets a live division's rule whole, audited as `toleranceRule` with what it was before. */
export async function saveToleranceRule(
  tx: Transaction,
  division: DivisionAddress,
  body: ToleranceRuleBody,
  audit: { caller: Caller; action: string },
): Promise<ToleranceRule> {
  await requireDivision(tx, division, { forUpdate: true });
  const before = toToleranceRule(division, await ruleRow(tx, division.divisionCode));
  const columns = {
    amountMinor: body.amountMinor,
    amountBasisPoints: body.amountPercent === null ? null : Math.round(body.amountPercent * 100),
    dateWindowDays: body.dateWindowDays,
    updatedBy: audit.caller.email,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(toleranceRules)
    .values({ divisionCode: division.divisionCode, merchantCode: division.merchantCode, ...columns })
    .onConflictDoUpdate({ target: toleranceRules.divisionCode, set: columns })
    .returning();
  const after = toToleranceRule(division, row);
  await recordAudit(tx, {
    actorEmail: audit.caller.email,
    action: audit.action,
    entityType: 'toleranceRule',
    entityId: division.divisionCode,
    before: before.updatedAt === null ? null : before,
    after,
  });
  return after;
}
