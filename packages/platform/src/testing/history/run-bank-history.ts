import { setTimeout as sleep } from 'node:timers/promises';
import { type CallTarget, callReadBalances, callReadLedger, callReadTotal } from './bank-calls.ts';
import { type ClientsControl, runBankClients } from './bank-clients.ts';
import { type BankCluster, startBankCluster } from './bank-cluster.ts';
import type { BankHistory, BankSetup, FaultKind, FinalState } from './bank-history.ts';
import { summarizeBankRun } from './bank-summary.ts';
import { type BankVerdict, checkBankHistory } from './check-bank-history.ts';
import { planFaults } from './fault-plan.ts';
import { defaultHistoryDirectory, type HistoryFiles, writeHistoryFiles } from './history-file.ts';
import { startRecorder } from './history-recorder.ts';
import { runNemesis } from './nemesis.ts';

export interface BankRunOptions {
  /** The PostgreSQL server (DATABASE_URL); the run makes a fresh database there and drops it at the end. */
  serverUrl: string;
  seed: number;
  /** Faults are planned within it; the run lasts until the last one healed, and `calmMs` more. */
  durationMs: number;
  kinds: readonly FaultKind[];
  /** The time between two faults' due times, drawn from this range. */
  gapMs: readonly [number, number];
  /** How long the clients go on against the healed cluster before they stop. */
  calmMs: number;
  clients: number;
  sellers: number;
  openingBalance: number;
  /** A transfer's amount is drawn from 1 to this: near the opening balance, many are refused for want of money. */
  maxAmount: number;
  /** The share of transfer answers the clients throw away as lost, so the transfer is sent again with its key. */
  dropAnswers: number;
  /** Where the history files go; a folder of the run's own under the system's temporary folder unless given. */
  directory?: string;
}

export interface BankRun {
  history: BankHistory;
  verdict: BankVerdict;
  /** The summary a person reads first (`summary.txt`). */
  summary: string;
  files: HistoryFiles;
}

const processes = 2;
/** What the division's income account holds: in the division's total, never moved by the clients. */
const incomeBalance = 5_000;
/** A call unanswered this long counts as unanswered: longer than a partition takes to fail a call (10 s). */
const callTimeoutMs = 15_000;
/** Once the clients are told to stop, how long a transfer whose answer is still unknown is sent again. */
const resolveMs = 20_000;

/**
 * One bank-style run (Jepsen's bank test): two platform processes on a fresh PostgreSQL database, concurrent
 * clients moving money between sellers and reading balances and totals over HTTP, while the seed's fault plan
 * kills, stops and cuts; then the ledger and balances read once everything healed, the verdict of
 * `checkBankHistory`, and the history written as files a person can read.
 */
export async function runBankHistory(options: BankRunOptions): Promise<BankRun> {
  const cluster = await startBankCluster({
    serverUrl: options.serverUrl,
    processes,
    sellers: options.sellers,
    openingBalance: options.openingBalance,
    incomeBalance,
  });
  try {
    const { division } = cluster;
    const recorder = startRecorder();
    const control: ClientsControl = { stopping: false, retryUntil: Number.POSITIVE_INFINITY };
    const clients = runBankClients(
      {
        ...options,
        baseUrls: cluster.baseUrls,
        headers: cluster.headers,
        division,
        accounts: division.sellerAccounts,
        timeoutMs: callTimeoutMs,
      },
      recorder,
      control,
    );
    // A client that throws (a bug of the run, not an answer of the platform) stops the others too.
    const stopClients = () => {
      control.stopping = true;
    };
    clients.catch(stopClients);
    const plan = planFaults({ ...options, processes });
    // Once every fault is healed and the calm is over, or the nemesis failed (a process that would not start).
    const failure = await runNemesis(plan, cluster, recorder)
      .then(() => sleep(options.calmMs))
      .then(
        () => null,
        (error: unknown) => error,
      );
    control.stopping = true;
    control.retryUntil = failure === null ? recorder.now() + resolveMs : recorder.now();
    await clients;
    if (failure !== null) throw failure;
    const setup: BankSetup = {
      seed: options.seed,
      startedAt: recorder.startedAt,
      merchantCode: division.merchantCode,
      divisionCode: division.divisionCode,
      currency: division.currency,
      openingBalances: Object.fromEntries(division.sellerAccounts.map((account) => [account, options.openingBalance])),
      floor: 0,
      divisionTotal: options.sellers * options.openingBalance + incomeBalance,
      processes,
      clients: options.clients,
    };
    const history = {
      setup,
      operations: recorder.operations,
      faults: recorder.faults,
      final: await readFinal(cluster),
    };
    const verdict = checkBankHistory(history);
    const outputs = cluster.baseUrls.map((_, index) => cluster.output(index));
    const directory = options.directory ?? defaultHistoryDirectory(history);
    const summary = summarizeBankRun(history, verdict);
    return {
      history,
      verdict,
      summary,
      files: await writeHistoryFiles(directory, { history, verdict, summary }, outputs),
    };
  } finally {
    await cluster.close();
  }
}

/** The ledger, every balance and the total, read once nothing moves; tried on each process for a while. */
async function readFinal(cluster: BankCluster): Promise<FinalState | null> {
  const { division } = cluster;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const target: CallTarget = {
      baseUrl: cluster.baseUrls[attempt % cluster.baseUrls.length] as string,
      headers: cluster.headers,
      timeoutMs: callTimeoutMs,
    };
    const [ledger, balances, total] = await Promise.all([
      callReadLedger(target, division),
      callReadBalances(target, division),
      callReadTotal(target, division),
    ]);
    if (ledger.type === 'ok' && balances.type === 'ok' && total.type === 'ok') {
      return { ledger: ledger.value, balances: balances.value, divisionTotal: total.value };
    }
    await sleep(500);
  }
  return null;
}
