import type { PspReportMatch } from '@ops/core/contract';
import type { pspReportLineMatches } from '../../../db/schema/index.ts';
import { matchOutcomeOf } from '../../reconciliation/workbench/match-answer.ts';
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
  pspFee: row.pspFee,
  ...matchOutcomeOf(row),
});
