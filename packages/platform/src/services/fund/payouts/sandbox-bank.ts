import type { BankLineType } from '@ops/core/contract';

/**
 * The bank the sandbox pays out through: the platform's client-money account there is the debtor of every SEPA
 * file, and its camt.053 statements come back to the reconciliation service. Money paid out goes to its ledger world account.
 */
export const sandboxBank = {
  name: 'SANDBOX-BANK',
  accountName: 'Ops Sandbox Payments B.V.',
  iban: 'NL86SNDB0123456789',
  bic: 'SNDBNL2A',
} as const;

/** How many characters of the end-to-end id survive when the sandbox bank truncates a reference. */
export const truncatedReferenceLength = 8;

export interface SandboxStatementLine {
  type: BankLineType;
  /** The end-to-end id as the bank reports it. */
  reference: string;
}

/** The creditor IBAN endings the sandbox bank's demo rule acts on. */
export const sandboxRuleEndings = { bounces: '0000', truncates: '9999' } as const;

/**
 * The sandbox bank's demo rule, by the creditor IBAN's account number: one ending in 0000 bounces (the bank
 * returns the transfer), one ending in 9999 is paid but its reference arrives truncated (the line must then be
 * linked by hand), as is a transfer asked for truncated; every other one is paid with its full end-to-end id.
 */
export function sandboxStatementLine(creditorIban: string, endToEndId: string, truncate = false): SandboxStatementLine {
  if (creditorIban.endsWith(sandboxRuleEndings.bounces)) return { type: 'RETURNED_TRANSACTION', reference: endToEndId };
  if (truncate || creditorIban.endsWith(sandboxRuleEndings.truncates)) {
    return { type: 'CONFIRMED_TRANSACTION', reference: endToEndId.slice(0, truncatedReferenceLength) };
  }
  return { type: 'CONFIRMED_TRANSACTION', reference: endToEndId };
}
