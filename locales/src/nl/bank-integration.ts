import type { Translation } from '../i18n-types.js';

export const bankIntegration = {
  title: 'Bankintegratie',
  description:
    'Bankafschriftregels uit de camt.053-afschriften die de bank stuurt, en hoe elke regel met de uitbetalingen is afgestemd.',
  types: {
    SEPA_BATCH: 'SEPA-batch',
    CONFIRMED_TRANSACTION: 'Bevestigde transactie',
    RETURNED_TRANSACTION: 'Teruggeboekte transactie',
    DEPOSIT: 'Storting',
    SETTLEMENT: 'Afrekening',
    UNKNOWN: 'Onbekend',
  },
  columns: {
    settlementDate: 'Afrekendatum',
    code: 'Code',
    batchExternalReference: 'Externe batchreferentie',
    from: 'Van',
    connection: 'Koppeling',
    merchant: 'Merchant',
    reconciledTransactions: 'Afgestemde transacties',
    totalAmount: 'Totaalbedrag',
    currency: 'Valuta',
    status: 'Status',
    bankStatementMatch: 'Bankafschriftmatch',
    toBank: 'Naar bank',
    description: 'Omschrijving',
    type: 'Type',
    reference: 'End-to-end-id',
    direction: 'Bij/af',
    failureReason: 'Reden',
  },
  directions: {
    CRDT: 'Bij',
    DBIT: 'Af',
  },
  filters: {
    status: 'Status',
    anyStatus: 'Elke status',
    type: 'Type',
    anyType: 'Elk type',
  },
  rowActions: {
    header: 'Acties',
    label: 'Acties voor {code}',
    rawData: 'Ruwe gegevens',
    allocate: 'Toewijzen',
    linkPayout: 'Koppelen aan uitbetaling',
  },
  rawData: {
    title: 'Ruwe gegevens van {code}',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    none: 'Deze regel is zonder afschriftbestand geboekt: er zijn geen ruwe gegevens.',
  },
  linkPayout: {
    title: '{code} koppelen aan een uitbetaling',
    explanation: '{reference} moet het begin van de volledige code van het uitbetalingsverzoek zijn.',
    message:
      'Een bankafschrift aan een uitbetaling koppelen is alleen bedoeld voor koppelingen die mislukten omdat de uitbetalingscode ingekort binnenkwam.',
    payoutRequestCode: 'Volledige code van het uitbetalingsverzoek',
    submit: 'Koppelen',
    cancel: 'Annuleren',
  },
  allocate: {
    title: '{code} toewijzen',
    message:
      'Een regel over een uitbetaling wordt opnieuw gematcht met het uitbetalingsverzoek dat de end-to-end-id noemt, en een match handelt dat verzoek af; binnengekomen geld zonder uitbetaling wordt geboekt op het bevestigde saldo van de genoemde virtuele rekening.',
    toAccount:
      'Binnengekomen geld zonder uitbetaling om mee te matchen: het wordt geboekt op het bevestigde saldo van de virtuele rekening die u noemt.',
    virtualAccountCode: 'Code van de virtuele rekening',
    submit: 'Toewijzen',
    cancel: 'Annuleren',
  },
  outcome: '{code} is {status}',
  importStatement: {
    button: 'Afschrift importeren',
    label: 'Bankafschriftbestand (camt.053-XML)',
    done: '{file}: {entries} posten, {lines} nieuwe regels',
    again: '{file} is eerder geïmporteerd: er is niets toegevoegd',
  },
  actions: {
    importStatement: 'Bankafschrift importeren (camt.053)',
    allocate: 'Bankafschriftregel toewijzen',
    linkPayout: 'Bankafschriftregel koppelen aan uitbetaling',
  },
  cli: {
    noFile: '{path} kan niet gelezen worden',
    list: 'bankafschriftregels (de bankintegratielijst), nieuwste eerst',
    importDescribe: 'een bankafschriftbestand (ISO 20022 camt.053) importeren en de regels afstemmen',
    file: 'het camt.053-XML-bestand',
    imported: '{file}: {entries} posten in {statements} afschriften, {lines} nieuwe regels',
    alreadyImported: '{file} is eerder geïmporteerd ({code}): er is niets toegevoegd',
    statusCount: '  {status}: {count}',
    fileCode: 'alleen de regels van dit geïmporteerde bestand',
    payoutCode: 'alleen de regels van deze uitbetalingsbatch',
  },
} satisfies Translation['bankIntegration'];
