import type { Translation } from '../i18n-types.js';

export const payouts = {
  outcomes: {
    ACCEPTED: 'Geaccepteerd',
    FAILED: 'Mislukt',
    NOT_WAITING: 'Niet wachtend',
    NOT_FOUND: 'Niet gevonden',
  },
  wire: {
    completePayoutTakesNoAmount: 'Een volledige uitbetaling betaalt het geschatte bedrag uit: laat het bedrag leeg',
    ibanNeeded: 'Uitbetalingen gaan per SEPA-overboeking: de geselecteerde externe rekening heeft een IBAN nodig',
    targetCurrencyNotPossible:
      'Uitbetalingen gaan in de valuta van de virtuele rekening ({sourceCurrency}); {targetCurrency} is niet mogelijk',
    externalAccountCurrency:
      'De geselecteerde externe rekening is in {accountCurrency}; uitbetalingen van deze virtuele rekening zijn in {currency}',
    nothingToPayOut: 'Niets uit te betalen: het bevestigde saldo is 0',
    virtualAccountNotInDivision: 'Virtuele rekening {code} hoort niet bij deze merchantdivisie',
    noDivisionIncomeAccount: 'Deze divisie heeft geen inkomstenrekening in {currency}',
    payoutRequestNotFound: 'Geen uitbetalingsverzoek {code} in deze merchantdivisie',
    payoutNotFound: 'Geen uitbetalingsbatch {code} in deze merchantdivisie',
    onlyWaitingDeleted: 'Alleen een wachtend uitbetalingsverzoek kan worden verwijderd; dit verzoek is {status}',
    onlyProcessedReturned: 'Alleen een verwerkt uitbetalingsverzoek kan worden teruggeboekt; dit verzoek is {status}',
    notWaiting: 'Het uitbetalingsverzoek is al {status}',
    unknownPayoutRequest: 'Geen uitbetalingsverzoek {code}',
    approveNotAllowed: 'Alleen een open of gereede batch kan worden goedgekeurd; deze is {status}',
    approverNotCaller: 'Een batch wordt goedgekeurd op eigen naam: {approver} is niet de aangemelde gebruiker',
    instructNotAllowed: 'Alleen een goedgekeurde batch kan worden verzonden; deze is {status}',
    cancelNotAllowed: 'Een batch kan alleen worden geannuleerd voordat hij is verzonden; deze is {status}',
    itemNotInBatch: 'Uitbetalingsverzoek {code} hoort niet bij batch {payoutCode}',
    itemCancelNotAllowed:
      'Alleen een geaccepteerd onderdeel van een nog niet verzonden batch kan worden geannuleerd; dit is {status}',
    sepaEurOnly: 'Een SEPA-overboekingsbestand bevat alleen EUR; deze batch is in {currency}',
    emptyBatch: 'De batch heeft niets om uit te betalen',
    bankLineNotFound: 'Geen bankafschriftregel {code}',
    bankLineReconciled: 'Bankafschriftregel {code} is al afgeletterd',
    noMatchingPayoutRequest: 'Geen uitbetalingsverzoek past bij referentie {reference}',
    notTruncated:
      'Handmatig koppelen is alleen voor een regel waarvan de uitbetalingscode ingekort binnenkwam: {reference} is niet het begin van {payoutCode}',
    lineDoesNotMatch:
      'De regel ({amount} {currency}) past niet bij uitbetalingsverzoek {code} ({expected} {expectedCurrency})',
    lineCannotSettle: 'Uitbetalingsverzoek {code} is {status}: deze bankregel kan het niet afhandelen',
    batchNotInstructed: 'De sandboxbank stuurt alleen een afschrift voor een verzonden batch; deze is {status}',
    returnedByBank: 'Teruggeboekt door de bank',
    returnedByOps: 'Teruggeboekt door {email}',
  },
} satisfies Translation['payouts'];
