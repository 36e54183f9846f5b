import type { PspReportMatch } from '@ops/core/contract';
import type { pspReportLineMatches } from '../../../db/schema/index.ts';
import type { TrailTypes } from '../../reconciliation/workbench/match-trail.ts';

export type PspReportMatchRow = typeof pspReportLineMatches.$inferSelect;

/** The PSP side's entity types on the audit trail. */
export const pspTrail: TrailTypes = { line: 'pspReportLine', match: 'pspReportLineMatch' };

/** A match as the contract answers it. */
export const toPspReportMatch = (row: PspReportMatchRow): PspReportMatch => ({
  code: row.code,
  status: row.status,
  reportItemCodes: row.reportLineCodes,
  splitCodes: row.splitCodes,
  currency: row.currency,
  amount: row.amount,
  pspFee: row.pspFee,
  difference: row.difference,
  matchedBy: row.matchedBy,
  matchedAt: row.matchedAt.toISOString(),
  unmatchedBy: row.unmatchedBy,
  unmatchedAt: row.unmatchedAt?.toISOString() ?? null,
  unmatchReason: row.unmatchReason,
});
