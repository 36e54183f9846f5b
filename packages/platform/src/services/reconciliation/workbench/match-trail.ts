import { recordAudit, recordAudits } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import type { BankLineRow } from '../../fund/payouts/bank-line-row.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';

/** What one entry of the trail says changed. */
interface Change {
  before: unknown;
  after: unknown;
}

/** A match or unmatch on the audit trail: each line's change, then the match's own. */
export async function recordMatchTrail(
  tx: Transaction,
  settlement: LineSettlement,
  trail: { lines: readonly BankLineRow[]; lineChange(line: BankLineRow): Change; matchCode: string; match: Change },
): Promise<void> {
  const by = { actorEmail: settlement.caller.email, action: settlement.action };
  await recordAudits(
    tx,
    trail.lines.map((line) => ({
      ...by,
      entityType: 'bankStatementLine',
      entityId: line.code,
      ...trail.lineChange(line),
    })),
  );
  await recordAudit(tx, { ...by, entityType: 'bankLineMatch', entityId: trail.matchCode, ...trail.match });
}
