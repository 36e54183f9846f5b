/** Bank statements (ISO 20022 camt.053) and their reconciliation: the texts the reconciliation service answers with. */
export const reconciliation = {
  /** Texts of the API answers (the API speaks English): one line that names the place in the file. */
  wire: {
    notIncoming: 'Only money that came in can be allocated to an account; {code:string} is a {direction:string} line',
    namesPayoutItem:
      '{code:string} names payout request {reference:string}: allocate it without an account, or link it to its payout',
    emptyFile: 'The file is empty',
    notXml: 'Not XML: line {line:number}, column {column:number}: {reason:string}',
    notCamt053:
      'Not a camt.053 bank statement: the document namespace is {namespace:string} (expected urn:iso:std:iso:20022:tech:xsd:camt.053.001.nn)',
    noStatement: 'Not a camt.053 bank statement: BkToCstmrStmt/Stmt is missing',
    missingElement: 'Statement {statement:number}, {place:string}: {element:string} is missing',
    badAmount: "Statement {statement:number}, {place:string}: '{amount:string}' is not an amount in {currency:string}",
    badCurrency: "Statement {statement:number}, {place:string}: '{currency:string}' is not a currency",
    badCreditDebit: "Statement {statement:number}, {place:string}: CdtDbtInd '{value:string}' is neither CRDT nor DBIT",
    importedMeanwhile:
      'Another import wrote entry {entryKey:string} of account {accountIban:string} at the same time; import the file again',
    badDate: "Statement {statement:number}, {place:string}: '{value:string}' is not a date",
    fileNotFound: 'Bank statement file {code:string} has no line of division {division:string}',
    fileNotKept:
      'Bank statement file {code:string} was imported before files were kept: import it again to download it',
    notMatchable:
      'Bank statement line {code:string} cannot be matched on the workbench: it is a {type:string} line, {status:string}',
    alreadyMatched: 'Bank statement line {code:string} is already matched',
    otherDivisionLine:
      "Bank statement line {code:string} names a payout of another division: match it on that division's workbench",
    manyToMany: 'Match one line with several candidates, or several lines with one candidate, not many with many',
    mixedCurrencies: 'The lines are in {currencies:string}: a match is in one currency',
    candidateNotOpen:
      '{code:string} has no open item in {currency:string} of this division at the bank: nothing of it can be matched',
    sumsDiffer:
      'The lines come to {lines:string} and the candidates to {candidates:string} {currency:string}: a difference of {difference:string}',
    notMatched: 'Bank statement line {code:string} is in no workbench match of this division',
    itemSettledSince:
      'Payout request {code:string} is {status:string} since the match: the match can no longer be undone',
    mixedPending:
      'Bank statement lines {pending:string} are pending and {booked:string} booked: match pending lines on their own, tentatively',
    bookedDiffers:
      'Booked at {booked:string} {currency:string} where tentative match {match:string} expected {expected:string}: more than the division allows, so the match stays tentative',
    bookedItemSettled:
      'Payout request {code:string} of tentative match {match:string} is {status:string} by now: the match stays tentative',
  },
  /** The exceptions queues of the workbench's bank and PSP sides (issue 34): what they share. */
  exceptions: {
    title: 'Exceptions',
    columns: { reason: 'Reason', candidateCount: 'Candidates', failureReason: 'Failed because' },
    reasons: {
      SEVERAL_CANDIDATES: 'Several candidates',
      ONE_CANDIDATE: 'One candidate, not taken yet',
      CURRENCY_DIFFERS: 'Currency differs',
      OUTSIDE_TOLERANCE: 'Outside tolerance',
      NO_CANDIDATE: 'No candidate',
    },
    cli: { reason: 'only the lines of this reason' },
  },
  acquirers: {
    title: 'Acquirers',
    summaryLabel: 'Acquirers',
    summary:
      '{integrations:number} integration{{s}}, {reports:number} report{{s}}, {lines:number} line{{s}}, {unmatched:number} unmatched',
    lastImport: 'last import {date:string}',
    never: 'nothing imported yet',
    loadFailed: 'The acquirers could not be loaded',
    columns: {
      provider: 'Provider',
      name: 'Acquirer',
      integrations: 'Integrations',
      reports: 'Reports',
      lines: 'Lines',
      unmatchedLines: 'Unmatched lines',
      lastImportedAt: 'Last import',
    },
    cli: {
      list: 'the acquirers (PSPs) the reconciliation reads, with their integrations, reports, unmatched lines and last import',
    },
  },
};
