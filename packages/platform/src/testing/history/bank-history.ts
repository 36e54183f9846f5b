/**
 * The record of one bank-style run (Jepsen's bank test): what the division held at the start, every call a client
 * made with its answer, every fault, and what the ledger held at the end. `checkBankHistory` judges it; the history
 * file (`history-file.ts`) shows it to a person. Times are milliseconds since the run began.
 */
export interface BankHistory {
  setup: BankSetup;
  operations: Operation[];
  faults: FaultRecord[];
  /** Read once the faults were healed and every client had stopped; null when it could not be read. */
  final: FinalState | null;
}

export interface BankSetup {
  seed: number;
  /** When the run began, ISO 8601: time 0 of every operation and fault. */
  startedAt: string;
  merchantCode: string;
  divisionCode: string;
  currency: string;
  /** The sellers' virtual accounts money moves between, and what each held at the start. */
  openingBalances: Record<string, number>;
  /** No balance may ever be read below it (the ledger's rule: no balance below zero). */
  floor: number;
  /** What the division's group balance (its sellers and its income account) holds, and must always hold. */
  divisionTotal: number;
  processes: number;
  clients: number;
}

/** A seller account's three balances as one read saw them. */
export interface AccountBalances {
  account: string;
  confirmed: number;
  pending: number;
  payout: number;
}

/**
 * One HTTP call's outcome: `ok` the call was answered with success; `fail` it was refused (4xx), so it changed
 * nothing; `info` nobody knows: no answer, a timeout or a 5xx, after which a transfer may or may not have been made.
 */
export type Outcome<Value> =
  | { type: 'ok'; status: number; value: Value }
  | { type: 'fail'; status: number; message: string }
  | { type: 'info'; status: number | null; message: string };

/** The message of an `info` outcome whose answer came but was thrown away by the client, as if lost on the way. */
export const droppedAnswer = 'the answer was dropped by the client, as if lost on the way';

export interface TransferArguments {
  from: string;
  to: string;
  amount: number;
  idempotencyKey: string;
  /** The transfer's description: names the client's transfer, so the ledger's copy of it is found by it. */
  reference: string;
}

/** What a made (or replayed) transfer's answer said. */
export interface TransferAnswer {
  transferCode: string;
  replayed: boolean;
}

interface OperationCall {
  client: number;
  /** The client's operation: a transfer retried with the same key keeps its number, one line an attempt. */
  operation: number;
  /** 1 for the first call, 2 for the first retry, … */
  attempt: number;
  /** The platform process the call went to. */
  process: number;
  start: number;
  end: number;
}

export type Operation =
  | (OperationCall & { kind: 'transfer'; arguments: TransferArguments; outcome: Outcome<TransferAnswer> })
  | (OperationCall & {
      kind: 'read-balances';
      arguments: { divisionCode: string };
      outcome: Outcome<AccountBalances[]>;
    })
  | (OperationCall & { kind: 'read-total'; arguments: { divisionCode: string }; outcome: Outcome<number> });

export type OperationKind = Operation['kind'];

export const faultKinds = ['kill', 'terminate', 'cut', 'end-backends', 'partition'] as const;
/**
 * `kill`: SIGKILL a process, then start it again; `terminate`: SIGTERM (it drains), then start it again; `cut`: a
 * process's connections to PostgreSQL cut (and new ones refused) for a while; `end-backends`: every session of the
 * database ended at once with `pg_terminate_backend`; `partition`: a process's packets to PostgreSQL dropped for a
 * while, nothing closed.
 */
export type FaultKind = (typeof faultKinds)[number];

export interface FaultRecord {
  kind: FaultKind;
  /** The process it struck; null for one that strikes the database (`end-backends`). */
  process: number | null;
  /** When it struck and when it was healed (the process listening again, the connection restored). */
  start: number;
  end: number;
  /** What happened, in words: the exit code, the sessions ended, starts that had to be tried again. */
  detail: string;
}

/** A balance transfer as the ledger's list shows it at the end. */
export interface LedgerTransfer {
  transferCode: string;
  from: string;
  to: string;
  amount: number;
  /** Its description: the reference of the client's transfer. */
  reference: string | null;
}

export interface FinalState {
  ledger: LedgerTransfer[];
  balances: AccountBalances[];
  divisionTotal: number;
}
