import { z } from 'zod';
import { defineAction } from './action.ts';
import { balanceCaches } from './cache-domain.ts';
import { boundDivision } from './psp-actions.ts';

const code = z.string().trim().min(1);

/** What a workbench match or unmatch changes: the report items, the transactions they reconcile and the balances. */
const reconciled = ['pspReports', 'transactions', ...balanceCaches] as const;

/**
 * Matches on the PSP workbench of the bound division (issue 34): one PSP report item with transactions, refunds or
 * chargebacks (one to many), or several items with one (many to one), whose sums agree; every transaction is
 * reconciled through the ledger as an import reconciles it.
 */
export const matchPspReportItemsAction = defineAction({
  id: 'pspReports.match',
  risk: 'movesMoney',
  confirmKey: 'pspReports.match.message',
  labelKey: 'pspReports.actions.match',
  group: 'payouts',
  keywords: ['psp', 'settlement', 'report', 'item', 'match', 'workbench', 'reconcile', 'matchen', 'werkbank'],
  permission: 'ops',
  route: 'matchPspReportItems',
  needsMerchant: true,
  changes: reconciled,
  formScreen: '/psp-integration/workbench',
  parameters: z.object({ reportItemCodes: z.array(code).min(1), splitCodes: z.array(code).min(1) }),
  run: (context, body) =>
    context.clients.pspAdapter.matchPspReportItems({
      params: boundDivision(context),
      body,
      idempotencyKey: crypto.randomUUID(),
    }),
});

/**
 * Undoes the workbench match a PSP report item is in, with a reason: the match's postings are reversed through the
 * ledger, the transactions wait for their report again and the items are unmatched.
 */
export const unmatchPspReportItemAction = defineAction({
  id: 'pspReports.unmatch',
  risk: 'movesMoney',
  confirmKey: 'pspReports.unmatch.message',
  labelKey: 'pspReports.actions.unmatch',
  group: 'payouts',
  keywords: ['psp', 'settlement', 'report', 'item', 'unmatch', 'undo', 'workbench', 'ongedaan'],
  permission: 'ops',
  route: 'unmatchPspReportItems',
  needsMerchant: true,
  changes: reconciled,
  about: 'reportItemCode',
  parameters: z.object({ reportItemCode: code, reason: z.string().trim().min(1).max(500) }),
  run: (context, { reportItemCode, reason }) =>
    context.clients.pspAdapter.unmatchPspReportItems({
      params: { ...boundDivision(context), reportItemCode },
      body: { reason },
      idempotencyKey: crypto.randomUUID(),
    }),
});

export const pspReportMatchActions = [matchPspReportItemsAction, unmatchPspReportItemAction];
