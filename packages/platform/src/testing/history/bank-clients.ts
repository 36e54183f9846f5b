import { setTimeout as sleep } from 'node:timers/promises';
import { createRandom, type Random } from '../../seed/random.ts';
import { type CallTarget, callReadBalances, callReadTotal, callTransfer, type DivisionAddress } from './bank-calls.ts';
import {
  droppedAnswer,
  type Operation,
  type OperationKind,
  type Outcome,
  type TransferAnswer,
  type TransferArguments,
} from './bank-history.ts';
import type { HistoryRecorder } from './history-recorder.ts';

export interface BankClientsOptions {
  seed: number;
  clients: number;
  baseUrls: readonly string[];
  headers: Record<string, string>;
  division: DivisionAddress;
  /** The sellers' accounts money moves between. */
  accounts: readonly string[];
  /** A transfer's amount is drawn from 1 to this. */
  maxAmount: number;
  /** A call unanswered this long counts as unanswered. */
  timeoutMs: number;
  /**
   * The share of transfer answers the client throws away as if the network had lost them: it sends the transfer
   * again with its key, and the platform must replay what it did, not do it again.
   */
  dropAnswers: number;
}

/** Tells the clients when to stop starting operations, and until when an unanswered transfer is sent again. */
export interface ClientsControl {
  stopping: boolean;
  /** Run time (ms) after which an unanswered transfer is left unresolved; Infinity while the run goes on. */
  retryUntil: number;
}

/** How often each kind of operation is drawn. */
const kindWeights: ReadonlyArray<readonly [OperationKind, number]> = [
  ['transfer', 6],
  ['read-balances', 2],
  ['read-total', 1],
];

/**
 * Concurrent clients of the platform, each drawing its operations from the seed: transfers between the sellers
 * (each with an Idempotency-Key of its own, sent again with the same key, to the next process, while its answer
 * is unknown, or its answer was dropped on purpose), reads of every seller's balances in one call and reads of the
 * division's total, each to a process drawn at random. Every call is written down as it ends. Resolves once each
 * client has stopped.
 */
export async function runBankClients(
  options: BankClientsOptions,
  recorder: HistoryRecorder,
  control: ClientsControl,
): Promise<void> {
  await Promise.all(
    Array.from({ length: options.clients }, (_, index) => runClient(index + 1, options, recorder, control)),
  );
}

async function runClient(
  client: number,
  options: BankClientsOptions,
  recorder: HistoryRecorder,
  control: ClientsControl,
): Promise<void> {
  const random = createRandom(options.seed * 1009 + client);
  const { division } = options;
  for (let operation = 1; !control.stopping; operation += 1) {
    const kind = random.weighted(kindWeights);
    const process = random.int(0, options.baseUrls.length - 1);
    const call = { client, operation, attempt: 1, process };
    if (kind === 'transfer') {
      await transferUntilAnswered(
        call,
        transferOf(random, options, client, operation),
        random,
        options,
        recorder,
        control,
      );
      continue;
    }
    const target = targetOf(options, process);
    const read = { ...call, arguments: { divisionCode: division.divisionCode }, start: recorder.now() };
    const entry: Operation =
      kind === 'read-balances'
        ? { ...read, kind, outcome: await callReadBalances(target, division), end: recorder.now() }
        : { ...read, kind, outcome: await callReadTotal(target, division), end: recorder.now() };
    recorder.operations.push(entry);
    // A process that is down refuses at once: a pause keeps the client from filling the history with refusals.
    if (entry.outcome.type === 'info') await sleep(50);
  }
}

function targetOf(options: BankClientsOptions, process: number): CallTarget {
  return { baseUrl: options.baseUrls[process] as string, headers: options.headers, timeoutMs: options.timeoutMs };
}

function transferOf(random: Random, options: BankClientsOptions, client: number, operation: number) {
  const from = random.pick(options.accounts);
  const to = random.pick(options.accounts.filter((account) => account !== from));
  return {
    from,
    to,
    amount: random.int(1, options.maxAmount),
    idempotencyKey: `bank-${options.seed}-${client}-${operation}`,
    reference: `bank client ${client} operation ${operation}`,
  } satisfies TransferArguments;
}

/** Sends the transfer, and while its answer is unknown sends it again with its key to the next process. */
async function transferUntilAnswered(
  first: { client: number; operation: number; attempt: number; process: number },
  transfer: TransferArguments,
  random: Random,
  options: BankClientsOptions,
  recorder: HistoryRecorder,
  control: ClientsControl,
): Promise<void> {
  const processes = options.baseUrls.length;
  for (let call = first; ; call = { ...call, attempt: call.attempt + 1, process: (call.process + 1) % processes }) {
    const start = recorder.now();
    const answered = await callTransfer(targetOf(options, call.process), transfer);
    const outcome: Outcome<TransferAnswer> =
      answered.type !== 'info' && random.chance(options.dropAnswers)
        ? { type: 'info', status: answered.status, message: droppedAnswer }
        : answered;
    recorder.operations.push({ ...call, kind: 'transfer', arguments: transfer, outcome, start, end: recorder.now() });
    if (outcome.type !== 'info' || recorder.now() >= control.retryUntil) return;
    await sleep(Math.min(50 * call.attempt, 500));
  }
}
