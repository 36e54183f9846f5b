/** The fund service: balance transfers, balance mutations of the ledger, and the texts its API answers with. */
export const fund = {
  /** Balance transfer types (spec section 4). */
  transferTypes: {
    CORRECTION: 'Correction',
    USAGE_FEE: 'Usage fee',
    VAT: 'VAT',
    CHARGEBACK: 'Chargeback',
    INVOICE: 'Invoice',
    PAYOUT_INVOICE: 'Payout invoice',
    WALLET: 'Wallet',
    DEPOSIT: 'Deposit',
    RESERVE: 'Reserve',
  },
  /** Balance mutation types (spec section 4), and the ones the ledger's flows add. */
  mutationTypes: {
    BALANCE_TRANSFER: 'Balance transfer',
    PAYOUT: 'Payout',
    PSP_FEE: 'PSP fee',
    SPLIT: 'Split',
    SPLIT_REFUND: 'Split refund',
    PAYOUT_RETURN: 'Payout return',
    DEPOSIT: 'Deposit',
  },
  /** Balance mutation statuses (spec section 4). */
  mutationStatuses: {
    CONFIRMED: 'Confirmed',
    PENDING: 'Pending',
    PENDING_CANCELLED: 'Pending cancelled',
    PROCESSED: 'Processed',
  },
  /** The balances of a virtual account. */
  buckets: {
    CONFIRMED: 'confirmed',
    PENDING: 'pending',
    PAYOUT: 'payout',
  },
  /** Texts of the fund service's API answers (the API speaks English). */
  wire: {
    sameVirtualAccount: 'The from and to virtual accounts must differ',
    currencyMismatch: 'Virtual account {code:string} holds {accountCurrency:string}, not {currency:string}',
    directionNotAllowed:
      'Transfers are allowed only seller to seller, seller to division income account, and division income account to seller',
    differentDivisions: 'Both virtual accounts must belong to the same merchant division',
    transfersDisabled: 'Balance transfers are disabled for this division',
    insufficientBalance:
      'Insufficient {bucket:string} balance on virtual account {code:string}: {available:number} available, {needed:number} needed',
    unbalancedPostings: 'The postings of a ledger transaction must sum to zero in {currency:string}',
    postingCurrencyMismatch:
      'A {currency:string} posting cannot touch account {account:string}, which holds {accountCurrency:string}',
    invalidPosting: 'A posting moves a non-zero whole number of minor units',
    unknownLedgerAccount: 'The ledger has no account {account:string}',
    idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  },
};
