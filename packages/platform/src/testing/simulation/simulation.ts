import { sql } from 'drizzle-orm';
import { defineJob, JobGaveUp } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { type ClaimedJob, type JobFinish, jobExchange } from '../../jobs/job-claims.ts';
import { tryJob } from '../../jobs/job-try.ts';
import { createRandom } from '../../seed/random.ts';
import { webhookDeliveryJob } from '../../services/webhooks/deliver-webhook-job.ts';
import { emitWebhookEvent } from '../../services/webhooks/webhook-events.ts';
import { type FaultTiming, faultyDatabase, SimulatedFault } from './faulty-database.ts';
import { createJobLedger, type JobRow, readJobRows } from './job-ledger.ts';
import type { SimulationWorld } from './simulation-world.ts';
import { checkDeliveries } from './webhook-checks.ts';

export interface SimulationOptions {
  /** Steps before the run drains its work without faults; 80 unless said. */
  steps?: number;
  /** Runners claiming and trying jobs, each as a process of its own would; 3 unless said. */
  workers?: number;
  /** The share of database steps a fault strikes (half before, half after the step is done); 0.15 unless said. */
  faultRate?: number;
}

/** A seed's run: its steps as a person reads them (the same for the same seed, every time) and what broke. */
export interface SimulationRun {
  seed: number;
  steps: string[];
  violations: string[];
}

interface Worker {
  name: string;
  holds: ClaimedJob[];
  finishes: JobFinish[];
}

const simLeaseSeconds = 60;
const drainRoundMs = 320_000;

/**
 * One seeded run of the job queue and webhook deliveries on the real code: the queue's claim-and-end statement
 * (`jobExchange`), its tries (`tryJob`), the real webhook delivery job against a real HTTP receiver, and the real
 * enqueue and event writes, with the clock and every random choice drawn from the seed and faults struck at every
 * database step (`faultyDatabase`) and HTTP answer (5xx, a dropped connection). Workers claim, try, lose answers and
 * crash (forgetting what they held); the clock jumps past leases and backoffs. After every step the queue's rules are
 * checked against the database; at the end the run drains without faults and every job and event must have ended.
 */
export async function simulate(
  world: SimulationWorld,
  seed: number,
  options: SimulationOptions = {},
): Promise<SimulationRun> {
  const { steps: stepCount = 80, workers: workerCount = 3, faultRate = 0.15 } = options;
  const { platform, receiver, logger } = world;
  const random = createRandom(seed);
  const run = ++world.runs;
  const divisionCode = `D-SIM-${run}`;
  const start = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
  let now = start;
  const steps: string[] = [];
  const violations: string[] = [];
  const labels = new Map<string, string>();
  const label = (id: string) => {
    if (!labels.has(id)) labels.set(id, `j${labels.size + 1}`);
    return labels.get(id) as string;
  };
  const say = (text: string) => steps.push(`t+${(now - start) / 1000}s ${text}`);

  let faultsOn = true;
  let lostRows: unknown;
  const database = faultyDatabase(platform.database, {
    strike(step) {
      if (!faultsOn) return 'none';
      const timing = random.weighted<FaultTiming>([
        ['none', 1 - faultRate],
        ['before', faultRate / 2],
        ['after', faultRate / 2],
      ]);
      if (timing !== 'none') say(`  fault: ${step} ${timing === 'before' ? 'fails' : 'done, answer lost'}`);
      return timing;
    },
    lost(_step, result) {
      lostRows = result;
    },
  });

  const ran = new Map<string, Array<{ attempt: number; outcome: string }>>();
  const simJob = defineJob<{ n: number }>({
    kind: 'sim.work',
    maxAttempts: 4,
    leaseSeconds: simLeaseSeconds,
    backoffSeconds: (attempt) => 5 * attempt,
    async run(_payload, { jobId, attempt }) {
      const outcome = faultsOn
        ? random.weighted([
            ['done', 6],
            ['throws', 2],
            ['gives up', 0.3],
          ] as const)
        : 'done';
      const tries = ran.get(String(jobId)) ?? [];
      tries.push({ attempt, outcome });
      ran.set(String(jobId), tries);
      if (outcome === 'throws') throw new Error('the work failed');
      if (outcome === 'gives up') throw new JobGaveUp('the work gave up');
    },
  });
  const definitions = [simJob, webhookDeliveryJob()];
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const leaseMsOf = (kind: string) => (byKind.get(kind)?.leaseSeconds ?? 300) * 1000;
  const exchange = jobExchange(database, byKind);
  const ledger = createJobLedger(leaseMsOf, label);
  const workers: Worker[] = Array.from({ length: workerCount }, (_, index) => ({
    name: `r${index + 1}`,
    holds: [],
    finishes: [],
  }));
  let enqueued = 0;
  const unacknowledged = new Set<number>();
  let events = 0;

  const check = (found: string[]) => {
    for (const violation of found) {
      violations.push(violation);
      say(`  VIOLATION ${violation}`);
    }
  };

  await platform.database.db.execute(sql`delete from jobs`);

  const enqueue = async (n: number) => {
    try {
      const id = await database.transaction((tx) =>
        enqueueJob(tx, simJob, { n }, { key: `${run}:${n}`, runAt: new Date(now + random.int(0, 30) * 1000) }),
      );
      unacknowledged.delete(n);
      say(`enqueue work ${n}: ${id === undefined ? 'its key was taken already' : label(String(id))}`);
    } catch (error) {
      if (!(error instanceof SimulatedFault)) throw error;
      unacknowledged.add(n);
      say(`enqueue work ${n}: failed, to be sent again`);
    }
  };

  const claim = async (worker: Worker, limit: number) => {
    const before = await readJobRows(platform.database);
    lostRows = undefined;
    let claimed: ClaimedJob[] = [];
    const finishes = worker.finishes;
    try {
      claimed = await exchange(new Date(now), limit, finishes);
      worker.finishes = [];
      worker.holds.push(...claimed);
      say(`${worker.name} claims ${claimed.map((job) => `${label(job.id)}#${job.attempts}`).join(' ') || 'nothing'}`);
    } catch (error) {
      if (!(error instanceof SimulatedFault)) throw error;
      const rows = lostRows as ClaimedJob[] | { rows: ClaimedJob[] } | undefined;
      claimed = rows === undefined ? [] : Array.isArray(rows) ? rows : rows.rows;
      say(
        `${worker.name} claim failed${claimed.length > 0 ? `; it claimed ${claimed.map((j) => label(j.id)).join(' ')}` : ''}`,
      );
    }
    check(ledger.checkExchange(before, await readJobRows(platform.database), claimed, finishes, worker.name, now));
  };

  const tryOne = async (worker: Worker) => {
    const job = worker.holds.splice(random.int(0, worker.holds.length - 1), 1)[0] as ClaimedJob;
    receiver.script = faultsOn
      ? [
          random.weighted([
            [{ status: 200 }, 5],
            [{ status: 500 }, 2],
            [{ status: 503 }, 1],
            [{ status: 0, drop: true }, 1],
          ] as const),
        ]
      : [{ status: 200 }];
    const finish = await tryJob(job, byKind.get(job.kind), { database, logger, now: new Date(now) });
    receiver.script = [];
    worker.finishes.push(finish);
    say(
      `${worker.name} tries ${label(job.id)}#${job.attempts} (${job.kind}): ${finish.state}${finish.lastError ? ` (${finish.lastError.replace(/WHD-\w+/g, 'delivery')})` : ''}`,
    );
  };

  for (let step = 0; step < stepCount; step++) {
    const holders = workers.filter((worker) => worker.holds.length > 0);
    const move = random.weighted([
      ['enqueue', 3],
      ['event', 2],
      ['claim', 4],
      ['try', holders.length > 0 ? 5 : 0],
      ['crash', 0.4],
      ['tick', 2],
    ] as const);
    if (move === 'enqueue') {
      const again = [...unacknowledged][0];
      await enqueue(again !== undefined && random.chance(0.5) ? again : ++enqueued);
    } else if (move === 'event') {
      const n = ++events;
      try {
        await database.transaction((tx) =>
          emitWebhookEvent(
            tx,
            { merchantCode: 'M-SIM', divisionCode, webhookType: 'PAYOUTS', eventType: 'sim.event', data: { n } },
            receiver.url,
          ),
        );
        say(`event ${n}`);
      } catch (error) {
        if (!(error instanceof SimulatedFault)) throw error;
        say(`event ${n}: failed`);
      }
    } else if (move === 'claim') {
      await claim(random.pick(workers), random.int(1, 3));
    } else if (move === 'try') {
      await tryOne(random.pick(holders));
    } else if (move === 'crash') {
      const worker = random.pick(workers);
      say(`${worker.name} crashes, forgetting ${worker.holds.map((job) => label(job.id)).join(' ') || 'nothing'}`);
      worker.holds = [];
      worker.finishes = [];
    } else {
      now += random.int(1, 90) * 1000;
      say('tick');
    }
    check(ledger.checkRows(await readJobRows(platform.database)));
    check(await checkDeliveries(platform.database, receiver, divisionCode, false));
  }

  faultsOn = false;
  say('drain without faults');
  for (const n of [...unacknowledged]) await enqueue(n);
  for (let round = 0; round < 60; round++) {
    const open = [...(await readJobRows(platform.database)).values()].filter((row) =>
      ['queued', 'running'].includes(row.state),
    );
    const holding = workers.some((worker) => worker.holds.length > 0 || worker.finishes.length > 0);
    if (open.length === 0 && !holding) break;
    now += drainRoundMs;
    for (const worker of workers) {
      await claim(worker, 5);
      while (worker.holds.length > 0) await tryOne(worker);
    }
  }
  check(finalChecks(await readJobRows(platform.database), ran, enqueued, run, label));
  check(await checkDeliveries(platform.database, receiver, divisionCode, true));
  return { seed, steps, violations };
}

/**
 * After the drain: each work enqueued once under its key (however often its enqueue was sent again), every job ended,
 * a done one after a try that did its work, a failed one after a try that failed on its last attempt or gave up.
 */
function finalChecks(
  rows: Map<string, JobRow>,
  ran: Map<string, Array<{ attempt: number; outcome: string }>>,
  enqueued: number,
  run: number,
  name: (id: string) => string,
): string[] {
  const violations: string[] = [];
  const work = [...rows.values()].filter((row) => row.kind === 'sim.work');
  const keys = new Set(work.map((row) => row.key));
  for (let n = 1; n <= enqueued; n++) {
    const count = work.filter((row) => row.key === `${run}:${n}`).length;
    if (count !== 1) violations.push(`work ${n} queued ${count} times`);
  }
  if (keys.size !== work.length) violations.push('two jobs share a key');
  for (const row of rows.values()) {
    if (row.state === 'queued' || row.state === 'running') violations.push(`job ${name(row.id)} still ${row.state}`);
    if (row.kind !== 'sim.work') continue;
    // The try of the job's last attempt: a stale try (its lease lost) may have run after it, changing nothing.
    const last = ran.get(row.id)?.findLast((tried) => tried.attempt === row.attempts);
    if (row.state === 'done' && !ran.get(row.id)?.some((tried) => tried.outcome === 'done')) {
      violations.push(`job ${name(row.id)} done without its work done`);
    }
    if (row.state === 'failed' && !(last && (last.outcome === 'gives up' || last.attempt >= row.max_attempts))) {
      violations.push(`job ${name(row.id)} failed with tries left`);
    }
  }
  return violations;
}
