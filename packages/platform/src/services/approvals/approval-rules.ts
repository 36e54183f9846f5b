import type { ApprovalRule, ApprovalRuleBody } from '@ops/core/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import { newCode } from '../../db/codes.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { approvalRules } from '../../db/schema/index.ts';
import { notFound } from '../../http/api-problem.ts';
import type { Caller } from '../../identity/caller.ts';
import { type DivisionAddress, requireDivision } from '../account-owner/scope.ts';
import { approvalMessages } from './approval-messages.ts';

type RuleRow = typeof approvalRules.$inferSelect;
type RuleTerms = Required<ApprovalRuleBody>;

export function approvalRuleOf(row: RuleRow): ApprovalRule {
  return {
    code: row.code,
    merchantCode: row.merchantCode,
    divisionCode: row.divisionCode,
    name: row.name,
    actionKinds: row.actionKinds,
    join: row.join,
    conditions: row.conditions,
    approvers: row.approvers,
    expiresInDays: row.expiresInDays,
    enabled: row.enabled,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listApprovalRules(db: Queryable, division: DivisionAddress): Promise<ApprovalRule[]> {
  await requireDivision(db, division);
  const rows = await db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.divisionCode, division.divisionCode))
    .orderBy(approvalRules.createdAt, approvalRules.code);
  return rows.map(approvalRuleOf);
}

/** Adds a rule to a division (audited as `approvalRule`); the demo data's rule is made here too. */
export async function createApprovalRule(
  database: Database,
  division: DivisionAddress,
  terms: RuleTerms,
  caller: Pick<Caller, 'email'>,
): Promise<ApprovalRule> {
  return database.transaction(async (tx) => {
    await requireDivision(tx, division);
    const [row] = await tx
      .insert(approvalRules)
      .values({ code: newCode('RULE'), ...division, ...terms, createdBy: caller.email })
      .returning();
    if (!row) throw new Error('the approval rule was not written');
    const rule = approvalRuleOf(row);
    await recordAudit(tx, {
      actorEmail: caller.email,
      action: 'createApprovalRule',
      entityType: 'approvalRule',
      entityId: rule.code,
      before: null,
      after: rule,
    });
    return rule;
  });
}

/** Replaces (terms) or removes (null) a rule of the division; requests it holds already keep waiting. */
export async function changeApprovalRule(
  database: Database,
  division: DivisionAddress,
  code: string,
  terms: RuleTerms | null,
  caller: Pick<Caller, 'email'>,
): Promise<ApprovalRule | null> {
  return database.transaction(async (tx) => {
    const owned = and(eq(approvalRules.code, code), eq(approvalRules.divisionCode, division.divisionCode));
    const [before] = await tx.select().from(approvalRules).where(owned).for('update');
    if (!before || before.merchantCode !== division.merchantCode) {
      throw notFound(approvalMessages.refusals.ruleNotFound());
    }
    const [after] = terms
      ? await tx
          .update(approvalRules)
          .set({ ...terms, updatedAt: new Date() })
          .where(owned)
          .returning()
      : await tx
          .delete(approvalRules)
          .where(owned)
          .returning()
          .then(() => []);
    const rule = after ? approvalRuleOf(after) : null;
    await recordAudit(tx, {
      actorEmail: caller.email,
      action: terms ? 'replaceApprovalRule' : 'deleteApprovalRule',
      entityType: 'approvalRule',
      entityId: code,
      before: approvalRuleOf(before),
      after: rule,
    });
    return rule;
  });
}
