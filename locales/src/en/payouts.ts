/** Payout requests, payout batches and bank statement lines: the texts the fund and insights services answer with. */
export const payouts = {
  /** How processing one payout request went, in the per-item report of a process call. */
  outcomes: {
    ACCEPTED: 'Accepted',
    FAILED: 'Failed',
    NOT_WAITING: 'Not waiting',
    NOT_FOUND: 'Not found',
  },
  /** Texts of the API answers (the API speaks English). */
  wire: {
    completePayoutTakesNoAmount: 'A complete payout pays out the estimated amount: leave the amount out',
    ibanNeeded: 'Payouts go out by SEPA credit transfer: the selected external account needs an IBAN',
    targetCurrencyNotPossible:
      "Payouts are made in the virtual account's currency ({sourceCurrency:string}); {targetCurrency:string} is not possible",
    externalAccountCurrency:
      'The selected external account holds {accountCurrency:string}; payouts from this virtual account are in {currency:string}',
    nothingToPayOut: 'Nothing to pay out: the confirmed balance is 0',
    virtualAccountNotInDivision: 'Virtual account {code:string} does not belong to this merchant division',
    noDivisionIncomeAccount: 'This division has no income account in {currency:string}',
    payoutRequestNotFound: 'No payout request {code:string} in this merchant division',
    payoutNotFound: 'No payout batch {code:string} in this merchant division',
    onlyWaitingDeleted: 'Only a waiting payout request can be deleted; this one is {status:string}',
    onlyProcessedReturned: 'Only a processed payout request can be returned; this one is {status:string}',
    notWaiting: 'The payout request is already {status:string}',
    unknownPayoutRequest: 'No payout request {code:string}',
    approveNotAllowed: 'Only an open or ready batch can be approved; this one is {status:string}',
    approverNotCaller: "A batch is approved in the approver's own name: {approver:string} is not the signed-in user",
    instructNotAllowed: 'Only an approved batch can be instructed; this one is {status:string}',
    cancelNotAllowed: 'A batch can be cancelled only before it is instructed; this one is {status:string}',
    itemNotInBatch: 'Payout request {code:string} is not an item of batch {payoutCode:string}',
    itemCancelNotAllowed:
      'Only an accepted item of a batch not yet instructed can be cancelled; this one is {status:string}',
    sepaEurOnly: 'A SEPA credit transfer file carries EUR only; this batch is in {currency:string}',
    emptyBatch: 'The batch has no items to pay out',
    bankLineNotFound: 'No bank statement line {code:string}',
    bankLineReconciled: 'Bank statement line {code:string} is already reconciled',
    noMatchingPayoutRequest: 'No payout request matches reference {reference:string}',
    notTruncated:
      'Linking by hand is only for a line whose payout code arrived truncated: {reference:string} is not the start of {payoutCode:string}',
    lineDoesNotMatch:
      'The line ({amount:string} {currency:string}) does not match payout request {code:string} ({expected:string} {expectedCurrency:string})',
    lineCannotSettle: 'Payout request {code:string} is {status:string}: this bank line cannot settle it',
    batchNotInstructed: 'The sandbox bank sends a statement only for an instructed batch; this one is {status:string}',
    returnedByBank: 'Returned by the bank',
    returnedByOps: 'Returned by {email:string}',
  },
};
