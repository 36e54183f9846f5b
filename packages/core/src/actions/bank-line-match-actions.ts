import { z } from 'zod';
import { matchCandidateRefSchema } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

/** What a workbench match or unmatch changes: the lines, the payouts they settle and the balances that moved. */
const reconciled = ['bankLines', 'payouts', ...balanceCaches] as const;

/**
 * Matches on the workbench of the bound division (issue 34): one bank line with payout batches or items (one to
 * many), or several lines with one (many to one), whose sums agree; every item is settled through the ledger.
 */
export const matchBankLinesAction = defineAction({
  id: 'bankLines.match',
  risk: 'movesMoney',
  confirmKey: 'bankIntegration.match.message',
  labelKey: 'bankIntegration.actions.match',
  group: 'payouts',
  keywords: ['bank', 'statement', 'line', 'match', 'workbench', 'reconcile', 'batch', 'matchen', 'werkbank'],
  permission: 'ops',
  route: 'matchBankLines',
  needsMerchant: true,
  changes: reconciled,
  formScreen: '/bank-integration/workbench',
  parameters: z.object({ bankLineCodes: z.array(code).min(1), candidates: z.array(matchCandidateRefSchema).min(1) }),
  run(context, body) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    return context.clients.reconciliation.matchBankLines({
      params: { merchantCode, divisionCode },
      body,
      idempotencyKey: crypto.randomUUID(),
    });
  },
});

/**
 * Undoes the workbench match a bank line is in, with a reason: the payments are reversed through the ledger, the
 * payouts wait for the bank again and the lines are unmatched.
 */
export const unmatchBankLineAction = defineAction({
  id: 'bankLines.unmatch',
  risk: 'movesMoney',
  confirmKey: 'bankIntegration.unmatch.message',
  labelKey: 'bankIntegration.actions.unmatch',
  group: 'payouts',
  keywords: ['bank', 'statement', 'line', 'unmatch', 'undo', 'workbench', 'ongedaan'],
  permission: 'ops',
  route: 'unmatchBankLines',
  needsMerchant: true,
  changes: reconciled,
  about: 'bankLineCode',
  parameters: z.object({ bankLineCode: code, reason: z.string().trim().min(1).max(500) }),
  run(context, { bankLineCode, reason }) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    return context.clients.reconciliation.unmatchBankLines({
      params: { merchantCode, divisionCode, bankLineCode },
      body: { reason },
      idempotencyKey: crypto.randomUUID(),
    });
  },
});

export const bankLineMatchActions = [matchBankLinesAction, unmatchBankLineAction];
