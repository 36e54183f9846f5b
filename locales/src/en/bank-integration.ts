/** The bank integration screen, its list, actions and cli commands. */
export const bankIntegration = {
  title: 'Bank integration',
  description:
    'Bank statement lines from the camt.053 statements the bank sends, and how each was reconciled with the payouts.',
  types: {
    SEPA_BATCH: 'SEPA batch',
    CONFIRMED_TRANSACTION: 'Confirmed transaction',
    RETURNED_TRANSACTION: 'Returned transaction',
    DEPOSIT: 'Deposit',
    SETTLEMENT: 'Settlement',
    UNKNOWN: 'Unknown',
  },
  /** The item fields of spec section 3, as column headers. */
  columns: {
    settlementDate: 'Settlement date',
    code: 'Code',
    batchExternalReference: 'Batch external reference',
    from: 'From',
    connection: 'Connection',
    merchant: 'Merchant',
    reconciledTransactions: 'Reconciled transactions',
    totalAmount: 'Total amount',
    currency: 'Currency',
    status: 'Status',
    pending: 'Pending',
    bankStatementMatch: 'Bank statement match',
    toBank: 'To bank',
    description: 'Description',
    type: 'Type',
    reference: 'End-to-end id',
    direction: 'Credit/debit',
    failureReason: 'Reason',
  },
  /** The mark beside a line's status while the bank has not booked it (camt.053 status other than BOOK). */
  pending: 'pending',
  directions: {
    CRDT: 'Credit',
    DBIT: 'Debit',
  },
  filters: {
    status: 'Status',
    anyStatus: 'Any status',
    type: 'Type',
    anyType: 'Any type',
  },
  rowActions: {
    header: 'Actions',
    label: 'Actions for {code:string}',
    rawData: 'Raw data',
    allocate: 'Allocate',
    linkPayout: 'Link to payout',
    downloadStatement: 'Statement file',
  },
  rawData: {
    title: 'Raw data of {code:string}',
    copy: 'Copy',
    copied: 'Copied',
    none: 'This line was booked without a statement file: there is no raw data.',
  },
  linkPayout: {
    title: 'Link {code:string} to a payout',
    explanation: '{reference:string} must be the start of the full payout request code.',
    /** What the one confirmation says: spec section 5's rule. */
    message:
      'Linking a bank statement to a payout is meant only for links that failed because the payout code arrived truncated.',
    payoutRequestCode: 'Full payout request code',
    submit: 'Link',
    cancel: 'Cancel',
  },
  allocate: {
    title: 'Allocate {code:string}',
    /** What the one confirmation says, for a line about a payout and for money booked onto an account. */
    message:
      'A line about a payout is matched again with the payout request its end-to-end id names, and a match settles that request; money that came in without a payout is booked onto the confirmed balance of the virtual account named.',
    toAccount:
      'Money that came in without a payout to match: it is booked onto the confirmed balance of the virtual account you name.',
    virtualAccountCode: 'Virtual account code',
    submit: 'Allocate',
    cancel: 'Cancel',
  },
  outcome: '{code:string} is {status:string}',
  importStatement: {
    button: 'Import statement',
    label: 'Bank statement file (camt.053 XML)',
    done: '{file:string}: {entries:number} entries, {lines:number} new lines',
    again: '{file:string} was imported before: nothing was added',
  },
  retrigger: {
    button: 'Retrigger',
    title: 'Retrigger the bank adapter',
    done: '{statements:number} {{statement|statements}} fetched: {lines:number} new {{line|lines}}',
  },
  workbench: {
    title: 'Workbench',
    list: 'List',
    unmatched: 'Unmatched lines',
    noLines: 'No unmatched payment lines: every line the bank paid out is matched.',
    candidates: 'Candidates for {code:string}',
    noLine: 'Choose a line to see its candidates.',
    noCandidates: 'No open payout of this division comes near this line.',
    loadFailed: 'The workbench could not be loaded',
    selection: '{count:number} selected: {amount:string} of {lineAmount:string}, difference {difference:string}',
    nothingSelected: 'Nothing selected: x selects a candidate.',
    keys: 'j/k move · x selects · Enter matches · u unmatches',
    matched: '{code:string} is reconciled',
    undone: '{code:string} is unmatched',
    reconciledLines: 'Reconciled lines',
    kinds: { batch: 'Batch', item: 'Item' },
    columns: {
      kind: 'Kind',
      code: 'Code',
      payoutCode: 'Batch',
      amount: 'Open amount',
      difference: 'Difference',
      withinTolerance: 'Within tolerance',
      score: 'Score',
      instructedOn: 'Instructed on',
      creditorName: 'Creditor',
      iban: 'IBAN',
    },
  },
  exceptions: {
    description:
      'Unmatched payment lines no rule could place, with why, against this division’s open payouts and tolerance rule.',
    columns: { code: 'Line', amount: 'Amount', bookingDate: 'Booked on' },
  },
  match: {
    /** What the one confirmation says. */
    message:
      'The selected payouts are settled with the bank lines: their amounts leave the payout balance for the bank.',
  },
  unmatch: {
    title: 'Unmatch {code:string}',
    message:
      'The match is undone: the payouts go back to the payout balance and wait for a bank line again, and the lines are unmatched.',
    reason: 'Reason',
    submit: 'Unmatch',
    cancel: 'Cancel',
  },
  actions: {
    match: 'Match bank lines with payouts',
    unmatch: 'Unmatch bank statement line',
    importStatement: 'Import bank statement (camt.053)',
    allocate: 'Allocate bank statement line',
    linkPayout: 'Link bank statement line to payout',
    retrigger: 'Retrigger bank adapter',
    downloadStatement: 'Download bank statement file',
  },
  cli: {
    noFile: 'Cannot read {path:string}',
    list: 'bank statement lines (the bank integration list), newest first',
    importDescribe: 'import a bank statement file (ISO 20022 camt.053) and reconcile its lines',
    file: 'the camt.053 XML file',
    imported: '{file:string}: {entries:number} entries in {statements:number} statements, {lines:number} new lines',
    alreadyImported: '{file:string} was imported before ({code:string}): nothing was added',
    statusCount: '  {status:string}: {count:number}',
    fileCode: 'only the lines of this imported file',
    payoutCode: 'only the lines of this payout batch',
    candidates: 'the candidates of an unmatched bank line in the division: payout batches and items, best first',
    line: "the bank statement line's code",
    exceptions: 'the exceptions queue of the division: unmatched payment lines no rule placed, with why',
  },
};
