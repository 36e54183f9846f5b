import type { BaseTranslation } from '../i18n-types.js';

/** The PSP adapter and its settlement reports (spec sections 2 to 5 and 7). */
export const pspReports = {
  title: 'PSP integration',
  description: 'Lines of the settlement reports the PSPs send, and how each was reconciled with the transactions.',
  columns: {
    pspFees: 'PSP fees',
    pspReportMatch: 'PSP report match',
    pspReference: 'PSP reference',
  },
  actions: {
    importSettlement: 'Import PSP settlement report (CSV)',
    retrigger: 'Retrigger PSP adapter',
    add: 'Add payment provider integration',
    edit: 'Edit payment provider integration',
    remove: 'Remove payment provider integration',
  },
  cli: {
    noFile: 'Cannot read {path:string}',
    list: 'PSP report items (the PSP integration list), newest first',
    importDescribe: 'import a PSP settlement details report (CSV) of an integration and reconcile its lines',
    file: 'the settlement report CSV file',
    integration: "the PSP integration's code",
    imported: '{file:string}: {lines:number} lines, {newLines:number} new, {status:string}',
    alreadyImported: '{file:string} was imported before ({code:string}): nothing was added',
    statusCount: '  {status:string}: {count:number}',
    integrationCode: 'only the items of this integration',
    executionId: 'only the items of this imported report',
  },
  /** Texts of the API's answers about PSP integrations and settlement reports (the API speaks English). */
  wire: {
    integrationNotFound: 'PSP integration {code:string} not found',
    executionNotFound: 'Settlement report {code:string} not found',
    merchantAccountTaken: 'The division already has an integration for merchant account {merchantAccount:string}',
    rangeTooLong: 'The range selected is too long. Maximum range is one month.',
    rangeReversed: 'The range ends on {to:string}, before it starts on {from:string}',
    notUtf8: 'The file is not UTF-8 text',
    emptyFile: 'The file is empty',
    notCsv: 'Line {line:number}: {reason:string}',
    missingColumn: "Line 1: the column '{column:string}' is missing: this is not a settlement details report",
    missingValue: "Line {line:number}, column '{column:string}': a value is needed",
    badAmount: "Line {line:number}, column '{column:string}': '{value:string}' is not an amount in {currency:string}",
    badCurrency: "Line {line:number}, column '{column:string}': '{value:string}' is not a currency",
    badDate: "Line {line:number}, column '{column:string}': '{value:string}' is not a date",
    badType:
      "Line {line:number}, column 'Type': '{value:string}' is not one of Settled, Refunded, Chargeback, Fee, MerchantPayout",
    otherMerchantAccount:
      "Line {line:number}, column 'Merchant Account': '{value:string}' is not this integration's account {expected:string}",
    noTransaction: 'No transaction with PSP reference {reference:string} in this division',
    amountDiffers: 'The report says {reported:string}, the transaction is {expected:string}',
    alreadyReconciled: 'Transaction {code:string} was already reconciled',
    cancelled: 'Transaction {code:string} is cancelled',
    wrongKind: 'Transaction {code:string} is a {kind:string}, the report line a {recordType:string}',
  },
} satisfies BaseTranslation;
