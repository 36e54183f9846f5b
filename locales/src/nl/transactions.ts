import type { Translation } from '../i18n-types.js';

export const transactions = {
  types: {
    PAYMENT: 'Betaling',
    REFUND: 'Terugbetaling',
    CHARGEBACK: 'Terugboeking',
  },
  subtypes: {
    SPLIT: 'Split',
    FULL: 'Volledig',
    PARTIAL: 'Gedeeltelijk',
  },
  filterStatuses: {
    PENDING_SPLIT: 'Split in behandeling',
    PENDING_SETTLEMENT: 'Afrekening in behandeling',
    RECONCILED: 'Afgestemd',
    CANCELLED: 'Geannuleerd',
  },
  itemLabels: {
    productItem: 'Product',
    shippingFee: 'Verzendkosten',
    discount: 'Korting',
    platformDiscount: 'Platformkorting',
    commission: 'Commissie',
    handlingFee: 'Behandelkosten',
    vat: 'Btw',
    refundVat: 'Btw-terugbetaling',
  },
  reconciliationSources: {
    PSP_REPORT: 'PSP-rapport',
    BANK_STATEMENT: 'Bankafschrift',
  },
  cancellationDelay: 'Het kan tot 60 minuten duren voordat geannuleerde transacties zichtbaar zijn',
  wire: {
    transactionNotFound: 'Transactie {code} niet gevonden',
    sellerNotInDivision: 'Geen verkoper {code} in deze divisie',
    noIncomeAccount: 'De divisie heeft geen inkomstenrekening in {currency}',
    notAPayment: 'Transactie {code} is geen betaling',
    sellerNotInPayment: 'Deze verkoper heeft geen aandeel in de betaling',
    refundExceedsSellerShare:
      'De terugbetaling neemt meer van deze verkoper dan de betaling hem liet: {available} beschikbaar',
    refundExceedsDivisionShare:
      'De terugbetaling neemt meer commissie en kosten terug dan de betaling de divisie liet: {available} beschikbaar',
    cancelledPaymentNotRefundable: 'Een geannuleerde betaling kan niet worden terugbetaald',
    onlyUnreconciledCancellable: 'Alleen niet-afgestemde transacties kunnen worden geannuleerd',
    paymentWithRefundsNotCancellable: 'Een betaling met terugbetalingen kan niet worden geannuleerd',
    alreadyCancelled: 'Deze transactie is al geannuleerd',
    alreadyReconciled: 'Deze transactie is al afgestemd',
    cancelledNotReconcilable: 'Een geannuleerde transactie kan niet worden afgestemd',
  },
} satisfies Translation['transactions'];
