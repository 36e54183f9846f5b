import { z } from 'zod';
import { maxBankStatementBytes } from '../contract/index.ts';
import { defineAction } from './action.ts';
import { ActionRefusal } from './action-refusal.ts';
import { balanceCaches } from './cache-domain.ts';

const code = z.string().trim().min(1);

const newKey = () => crypto.randomUUID();

/** What reconciling bank lines changes: the lines, the payouts they settle and the balances that moved. */
const reconciled = ['bankLines', 'payouts', ...balanceCaches] as const;

/**
 * Imports a bank statement file (ISO 20022 camt.053): its entries become lines, reconciled at once with the payout
 * items their end-to-end ids name. The same file again adds nothing.
 */
export const importBankStatementAction = defineAction({
  id: 'bankStatements.import',
  risk: 'movesMoney',
  labelKey: 'bankIntegration.actions.importStatement',
  group: 'payouts',
  keywords: ['bank', 'statement', 'camt', 'camt.053', 'import', 'reconcile', 'afschrift', 'importeren'],
  permission: 'ops',
  route: 'importBankStatement',
  needsMerchant: false,
  changes: reconciled,
  cliCommand: 'own',
  formScreen: '/bank-integration',
  parameters: z.object({ file: z.file().max(maxBankStatementBytes) }),
  run: (context, { file }) => context.clients.reconciliation.importBankStatement({ body: { file } }),
});

/**
 * Allocates a bank statement line: without an account it is reconciled again with the payout request its
 * end-to-end id names (a line that failed because that request was not yet at the bank, say); with a virtual
 * account, money that came in (a deposit) is booked onto that account's confirmed balance.
 */
export const allocateBankLineAction = defineAction({
  id: 'bankLines.allocate',
  risk: 'movesMoney',
  confirmKey: 'bankIntegration.allocate.message',
  labelKey: 'bankIntegration.actions.allocate',
  group: 'payouts',
  keywords: ['bank', 'statement', 'line', 'allocate', 'reconcile', 'toewijzen'],
  permission: 'ops',
  route: 'allocateBankLine',
  needsMerchant: false,
  changes: reconciled,
  about: 'bankLineCode',
  parameters: z.object({ bankLineCode: code, virtualAccountCode: code.optional() }),
  run: (context, { bankLineCode, virtualAccountCode }) =>
    context.clients.fundPayouts.allocateBankLine({
      body: { bankLineCode, ...(virtualAccountCode ? { virtualAccountCode } : {}) },
      idempotencyKey: newKey(),
    }),
});

/**
 * Links a bank statement line to a payout request by its full code: only for a line whose payout code arrived
 * truncated (spec section 5); the platform refuses any other.
 */
export const linkBankLineToPayoutAction = defineAction({
  id: 'bankLines.linkPayout',
  risk: 'movesMoney',
  confirmKey: 'bankIntegration.linkPayout.message',
  labelKey: 'bankIntegration.actions.linkPayout',
  group: 'payouts',
  keywords: ['bank', 'statement', 'line', 'link', 'payout', 'truncated', 'confirm', 'koppelen'],
  permission: 'ops',
  route: 'confirmPayoutBankLine',
  needsMerchant: false,
  changes: reconciled,
  about: 'bankLineCode',
  parameters: z.object({ bankLineCode: code, payoutRequestCode: code }),
  run: (context, { bankLineCode, payoutRequestCode }) =>
    context.clients.fundPayouts.confirmPayoutBankLine({
      params: { bankLineCode },
      query: { payout_code: payoutRequestCode },
      idempotencyKey: newKey(),
    }),
});

/**
 * Retriggers the bank adapter of the bound division for a date range of at most one month (spec sections 2 and 6):
 * the bank's statements of the division's batches instructed in the range are fetched and imported.
 */
export const retriggerBankAdapterAction = defineAction({
  id: 'bankAdapters.retrigger',
  risk: 'movesMoney',
  labelKey: 'bankIntegration.actions.retrigger',
  group: 'payouts',
  keywords: ['bank', 'adapter', 'retrigger', 'statement', 'camt', 'fetch', 'opnieuw'],
  permission: 'ops',
  route: 'retriggerBankAdapter',
  needsMerchant: true,
  changes: reconciled,
  formScreen: '/bank-integration',
  parameters: z.object({ from: z.iso.date(), to: z.iso.date() }),
  run(context, range) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    return context.clients.reconciliation.retriggerBankAdapter({ params: { merchantCode, divisionCode }, body: range });
  },
});

/**
 * A bank statement file of the bound division as it was imported (camt.053 XML; spec section 7, the statement file
 * download): a line's `fileCode` names it.
 */
export const downloadBankStatementFileAction = defineAction({
  id: 'bankStatementFiles.download',
  labelKey: 'bankIntegration.actions.downloadStatement',
  group: 'payouts',
  keywords: ['bank', 'statement', 'camt', 'camt.053', 'file', 'xml', 'download', 'afschrift', 'downloaden'],
  permission: 'ops',
  route: 'downloadBankStatementFile',
  needsMerchant: true,
  changes: [],
  parameters: z.object({ fileCode: code }),
  run(context, { fileCode }) {
    if (!context.scope) throw new ActionRefusal('validation.selectMerchant');
    const { merchantCode, divisionCode } = context.scope;
    return context.clients.reconciliation.downloadBankStatementFile({
      params: { merchantCode, divisionCode, fileId: fileCode },
    });
  },
});

export const bankLineActions = [
  importBankStatementAction,
  allocateBankLineAction,
  linkBankLineToPayoutAction,
  retriggerBankAdapterAction,
  downloadBankStatementFileAction,
];
