import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ApiRequestError, createApiClient, createFundClient } from '../../packages/core/src/api/index.ts';

/** Who sends the transfers, between which accounts, and how many. */
export interface TransferPlan {
  /** The proxy base, e.g. http://127.0.0.1:41234/api/. */
  baseUrl: string;
  token: string;
  email: string;
  /** The division's virtual accounts, all in EUR, the income account among them. */
  accounts: string[];
  incomeAccount: string;
  /** A seller in a quarter of all transfers, from or to. */
  hotAccount: string;
  clients: number;
  transfers: number;
}

export interface MovedTransfer {
  from: string;
  to: string;
  amount: number;
}

export interface TransferRun {
  moved: MovedTransfer[];
  /** Answers other than 201: refused for want of balance, or failed. */
  refused: number;
  /** Requests sent again with their key after a lost connection. */
  retried: number;
  seconds: number;
  medianMs: number;
  p99Ms: number;
}

/** A small seeded generator (mulberry32): every run sends the same transfers. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

/** `plan.clients` clients send `plan.transfers` transfers between them, each waiting for its answer before the next. */
export async function runTransferClients(plan: TransferPlan): Promise<TransferRun> {
  const fund = createFundClient(
    createApiClient({ baseUrl: plan.baseUrl, getToken: () => plan.token, getUserEmail: () => plan.email }),
  );
  const moved: MovedTransfer[] = [];
  const latencies: number[] = [];
  let refused = 0;
  let retried = 0;
  let sent = 0;
  const client = async (seed: number) => {
    const random = randomFrom(seed);
    const pick = () => plan.accounts[random(plan.accounts.length)] ?? plan.hotAccount;
    while (sent < plan.transfers) {
      sent += 1;
      let [from, to] = [pick(), pick()];
      if (random(4) === 0) [from, to] = random(2) === 0 ? [plan.hotAccount, to] : [from, plan.hotAccount];
      if (from === to || (from === plan.incomeAccount && to === plan.incomeAccount)) to = plan.hotAccount;
      if (from === to) from = plan.incomeAccount;
      const amount = 1 + random(1_000);
      const body = {
        fromVirtualAccountCode: from,
        toVirtualAccountCode: to,
        amount,
        currency: 'EUR',
        type: 'CORRECTION' as const,
      };
      const idempotencyKey = randomUUID();
      const start = performance.now();
      // A lost connection is retried with the same key, as a real client does: the money still moves once.
      for (;;) {
        try {
          await fund.createBalanceTransfer({ body, idempotencyKey });
          moved.push({ from, to, amount });
        } catch (error) {
          if (!(error instanceof ApiRequestError)) throw error;
          if (error.failure.unreachable) {
            retried += 1;
            continue;
          }
          refused += 1;
        }
        break;
      }
      latencies.push(performance.now() - start);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: plan.clients }, (_, index) => client(index + 1)));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { moved, refused, retried, seconds, medianMs: percentile(0.5), p99Ms: percentile(0.99) };
}

/**
 * Runs the clients on a worker thread: the platform under test keeps the main thread to itself, as it would
 * serving clients on other machines.
 */
export function runTransferClientsOnWorker(plan: TransferPlan): Promise<TransferRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./transfer-clients-worker.ts', import.meta.url), { workerData: plan });
    worker.once('message', (run: TransferRun) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the transfer clients stopped with exit code ${code}`));
    });
  });
}
