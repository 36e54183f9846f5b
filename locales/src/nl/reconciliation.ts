import type { Translation } from '../i18n-types.js';

export const reconciliation = {
  wire: {
    notIncoming: 'Alleen binnengekomen geld kan aan een rekening worden toegewezen; {code} is een {direction}-regel',
    namesPayoutItem:
      '{code} noemt uitbetalingsverzoek {reference}: wijs hem toe zonder rekening, of koppel hem aan zijn uitbetaling',
    emptyFile: 'Het bestand is leeg',
    notXml: 'Geen XML: regel {line}, kolom {column}: {reason}',
    notCamt053:
      'Geen camt.053-bankafschrift: de namespace van het document is {namespace} (verwacht urn:iso:std:iso:20022:tech:xsd:camt.053.001.nn)',
    noStatement: 'Geen camt.053-bankafschrift: BkToCstmrStmt/Stmt ontbreekt',
    missingElement: 'Afschrift {statement}, {place}: {element} ontbreekt',
    badAmount: "Afschrift {statement}, {place}: '{amount}' is geen bedrag in {currency}",
    badCurrency: "Afschrift {statement}, {place}: '{currency}' is geen valuta",
    badCreditDebit: "Afschrift {statement}, {place}: CdtDbtInd '{value}' is CRDT noch DBIT",
    importedMeanwhile:
      'Een andere import schreef tegelijk boeking {entryKey} van rekening {accountIban}; importeer het bestand opnieuw',
    badDate: "Afschrift {statement}, {place}: '{value}' is geen datum",
    fileNotFound: 'Bankafschriftbestand {code} heeft geen regel van divisie {division}',
    fileNotKept:
      'Bankafschriftbestand {code} is geïmporteerd voordat bestanden werden bewaard: importeer het opnieuw om het te downloaden',
    notMatchable:
      'Bankafschriftregel {code} kan niet op de werkbank worden gematcht: het is een {type}-regel, {status}',
    alreadyMatched: 'Bankafschriftregel {code} is al gematcht',
    otherDivisionLine:
      'Bankafschriftregel {code} noemt een uitbetaling van een andere divisie: match hem op de werkbank van die divisie',
    manyToMany: 'Match één regel met meerdere kandidaten, of meerdere regels met één kandidaat, niet veel met veel',
    mixedCurrencies: 'De regels zijn in {currencies}: een match is in één valuta',
    candidateNotOpen:
      '{code} heeft geen open post in {currency} van deze divisie bij de bank: er valt niets van te matchen',
    sumsDiffer: 'De regels komen op {lines} en de kandidaten op {candidates} {currency}: een verschil van {difference}',
    notMatched: 'Bankafschriftregel {code} zit in geen werkbankmatch van deze divisie',
    itemSettledSince:
      'Uitbetalingsverzoek {code} is {status} sinds de match: de match kan niet meer ongedaan worden gemaakt',
    mixedPending:
      'Bankafschriftregels {pending} zijn nog niet geboekt en {booked} wel: match niet-geboekte regels apart, voorlopig',
    bookedDiffers:
      'Geboekt voor {booked} {currency} waar voorlopige match {match} {expected} verwachtte: meer dan de divisie toestaat, dus de match blijft voorlopig',
    bookedItemSettled:
      'Uitbetalingsverzoek {code} van voorlopige match {match} is inmiddels {status}: de match blijft voorlopig',
  },
  exceptions: {
    title: 'Uitzonderingen',
    columns: { reason: 'Reden', candidateCount: 'Kandidaten', failureReason: 'Mislukt omdat' },
    reasons: {
      SEVERAL_CANDIDATES: 'Meerdere kandidaten',
      ONE_CANDIDATE: 'Eén kandidaat, nog niet genomen',
      CURRENCY_DIFFERS: 'Andere valuta',
      OUTSIDE_TOLERANCE: 'Buiten tolerantie',
      NO_CANDIDATE: 'Geen kandidaat',
    },
    cli: { reason: 'alleen de regels met deze reden' },
  },
  acquirers: {
    title: 'Acquirers',
    summaryLabel: 'Acquirers',
    summary: '{integrations} integratie{{s}}, {reports} rapport{{|en}}, {lines} regel{{s}}, {unmatched} niet gematcht',
    lastImport: 'laatste import {date}',
    never: 'nog niets geïmporteerd',
    loadFailed: 'De acquirers konden niet worden geladen',
    columns: {
      provider: 'Provider',
      name: 'Acquirer',
      integrations: 'Integraties',
      reports: 'Rapporten',
      lines: 'Regels',
      unmatchedLines: 'Niet-gematchte regels',
      lastImportedAt: 'Laatste import',
    },
    cli: {
      list: 'de acquirers (PSP’s) die de reconciliatie leest, met hun integraties, rapporten, niet-gematchte regels en laatste import',
    },
  },
} satisfies Translation['reconciliation'];
