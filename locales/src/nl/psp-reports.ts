import type { Translation } from '../i18n-types.js';

export const pspReports = {
  title: 'PSP-integratie',
  description:
    'Regels uit de afrekeningsrapporten van de PSP’s, en hoe elke regel met de transacties is gereconcilieerd.',
  columns: {
    pspFees: 'PSP-kosten',
    pspReportMatch: 'PSP-rapportmatch',
    pspReference: 'PSP-referentie',
  },
  actions: {
    importSettlement: 'PSP-afrekeningsrapport importeren (CSV)',
    retrigger: 'PSP-adapter opnieuw starten',
    add: 'Betaalproviderintegratie toevoegen',
    edit: 'Betaalproviderintegratie wijzigen',
    remove: 'Betaalproviderintegratie verwijderen',
  },
  cli: {
    noFile: 'Kan {path} niet lezen',
    list: 'PSP-rapportregels (de PSP-integratielijst), nieuwste eerst',
    importDescribe: 'een PSP-afrekeningsrapport (CSV) van een integratie importeren en de regels reconciliëren',
    file: 'het CSV-bestand van het afrekeningsrapport',
    integration: 'de code van de PSP-integratie',
    imported: '{file}: {lines} regels, {newLines} nieuw, {status}',
    alreadyImported: '{file} is al eerder geïmporteerd ({code}): er is niets toegevoegd',
    statusCount: '  {status}: {count}',
    integrationCode: 'alleen de regels van deze integratie',
    executionId: 'alleen de regels van dit geïmporteerde rapport',
  },
  wire: {
    integrationNotFound: 'PSP-integratie {code} niet gevonden',
    executionNotFound: 'Afrekeningsrapport {code} niet gevonden',
    merchantAccountTaken: 'De divisie heeft al een integratie voor merchant account {merchantAccount}',
    rangeTooLong: 'De geselecteerde periode is te lang. De maximale periode is één maand.',
    rangeReversed: 'De periode eindigt op {to}, voordat hij begint op {from}',
    notUtf8: 'Het bestand is geen UTF-8-tekst',
    emptyFile: 'Het bestand is leeg',
    notCsv: 'Regel {line}: {reason}',
    missingColumn: "Regel 1: de kolom '{column}' ontbreekt: dit is geen settlement details report",
    missingValue: "Regel {line}, kolom '{column}': een waarde is nodig",
    badAmount: "Regel {line}, kolom '{column}': '{value}' is geen bedrag in {currency}",
    badCurrency: "Regel {line}, kolom '{column}': '{value}' is geen valuta",
    badDate: "Regel {line}, kolom '{column}': '{value}' is geen datum",
    badType: "Regel {line}, kolom 'Type': '{value}' is geen Settled, Refunded, Chargeback, Fee of MerchantPayout",
    otherMerchantAccount:
      "Regel {line}, kolom 'Merchant Account': '{value}' is niet het account {expected} van deze integratie",
    noTransaction: 'Geen transactie met PSP-referentie {reference} in deze divisie',
    amountDiffers: 'Het rapport zegt {reported}, de transactie is {expected}',
    alreadyReconciled: 'Transactie {code} was al gereconcilieerd',
    cancelled: 'Transactie {code} is geannuleerd',
    wrongKind: 'Transactie {code} is een {kind}, de rapportregel een {recordType}',
  },
} satisfies Translation['pspReports'];
