import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { fundRoutes } from '../../packages/core/src/contract/index.ts';

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

/**
 * Posts one transfer as the web app's client sends it (bearer token, x-user, Idempotency-Key, JSON body) over a
 * kept-alive connection, and answers the status, or 'lost' when the connection failed before an answer. Plain
 * node:http rather than the core client: the clients share the 2 cores with the platform they measure, and the
 * core client's ky and zod cost about as much CPU per request as the platform itself.
 */
function transferPoster(plan: TransferPlan) {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.clients });
  const url = new URL(fundRoutes.createBalanceTransfer.path, plan.baseUrl);
  return (body: string, idempotencyKey: string) =>
    new Promise<number | 'lost'>((resolve) => {
      const sent = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${plan.token}`,
            'x-user': plan.email,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': idempotencyKey,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve('lost'));
        },
      );
      sent.on('error', () => resolve('lost'));
      sent.end(body);
    });
}

/** `plan.clients` clients send `plan.transfers` transfers between them, each waiting for its answer before the next. */
export async function runTransferClients(plan: TransferPlan): Promise<TransferRun> {
  const post = transferPoster(plan);
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
      const body = JSON.stringify({
        fromVirtualAccountCode: from,
        toVirtualAccountCode: to,
        amount,
        currency: 'EUR',
        type: 'CORRECTION',
      });
      const idempotencyKey = randomUUID();
      const start = performance.now();
      let status = await post(body, idempotencyKey);
      // A lost connection is sent again with the same key, as a real client does: the money still moves once.
      while (status === 'lost') {
        retried += 1;
        status = await post(body, idempotencyKey);
      }
      if (status === 201) moved.push({ from, to, amount });
      else if (status >= 400 && status < 500) refused += 1;
      else throw new Error(`a transfer answered ${status}`);
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
