import { recordAudit, recordAudits } from '../../../audit/record-audit.ts';
import type { Transaction } from '../../../db/database.ts';
import type { LineSettlement } from '../../fund/payouts/settle-with-line.ts';

/** What one entry of the trail says changed. */
interface Change {
  before: unknown;
  after: unknown;
}

/** The entity types of a workbench side's lines and matches on the audit trail. */
export interface TrailTypes {
  line: 'bankStatementLine' | 'pspReportLine';
  match: 'bankLineMatch' | 'pspReportLineMatch';
}

/** The bank side's entity types. */
export const bankTrail: TrailTypes = { line: 'bankStatementLine', match: 'bankLineMatch' };

/** A match or unmatch on the audit trail, on either side of the workbench: each line's change, then the match's own. */
export async function recordMatchTrail<Line extends { code: string }>(
  tx: Transaction,
  settlement: Pick<LineSettlement, 'caller' | 'action'>,
  trail: {
    types: TrailTypes;
    lines: readonly Line[];
    lineChange(line: Line): Change;
    matchCode: string;
    match: Change;
  },
): Promise<void> {
  const by = { actorEmail: settlement.caller.email, action: settlement.action };
  await recordAudits(
    tx,
    trail.lines.map((line) => ({
      ...by,
      entityType: trail.types.line,
      entityId: line.code,
      ...trail.lineChange(line),
    })),
  );
  await recordAudit(tx, { ...by, entityType: trail.types.match, entityId: trail.matchCode, ...trail.match });
}
