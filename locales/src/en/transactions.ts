/** Transactions and their splits: payments, refunds and chargebacks, and the texts the API answers with. */
export const transactions = {
  /** Transaction types (spec section 4, the transactions filter). */
  types: {
    PAYMENT: 'Payment',
    REFUND: 'Refund',
    CHARGEBACK: 'Chargeback',
  },
  subtypes: {
    SPLIT: 'Split',
    FULL: 'Full',
    PARTIAL: 'Partial',
  },
  /** The statuses of the transactions filter (spec section 4). */
  filterStatuses: {
    PENDING_SPLIT: 'Pending split',
    PENDING_SETTLEMENT: 'Pending settlement',
    RECONCILED: 'Reconciled',
    CANCELLED: 'Cancelled',
  },
  /** The labels of an item group's amounts (spec section 3). */
  itemLabels: {
    productItem: 'Product item',
    shippingFee: 'Shipping fee',
    discount: 'Discount',
    platformDiscount: 'Platform discount',
    commission: 'Commission',
    handlingFee: 'Handling fee',
    vat: 'VAT',
    refundVat: 'Refund VAT',
  },
  reconciliationSources: {
    PSP_REPORT: 'PSP report',
    BANK_STATEMENT: 'Bank statement',
  },
  /** Spec sections 4 and 9: shown when a transaction was cancelled. */
  cancellationDelay: 'Cancelled transactions may take up to 60 minutes to show',
  /** Texts of the API's answers about transactions (the API speaks English). */
  wire: {
    transactionNotFound: 'Transaction {code:string} not found',
    sellerNotInDivision: 'No seller {code:string} in this division',
    noIncomeAccount: 'The division has no income account in {currency:string}',
    notAPayment: 'Transaction {code:string} is not a payment',
    sellerNotInPayment: 'This seller has no share in the payment',
    refundExceedsSellerShare:
      'The refund takes more from this seller than the payment left it: {available:number} available',
    refundExceedsDivisionShare:
      'The refund takes back more commission and fees than the payment left the division: {available:number} available',
    cancelledPaymentNotRefundable: 'A cancelled payment cannot be refunded',
    onlyUnreconciledCancellable: 'Only unreconciled transactions can be cancelled',
    paymentWithRefundsNotCancellable: 'A payment with refunds cannot be cancelled',
    alreadyCancelled: 'This transaction is already cancelled',
    alreadyReconciled: 'This transaction is already reconciled',
    cancelledNotReconcilable: 'A cancelled transaction cannot be reconciled',
  },
};
