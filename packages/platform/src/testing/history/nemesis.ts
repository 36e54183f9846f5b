import { setTimeout as sleep } from 'node:timers/promises';
import type { BankCluster } from './bank-cluster.ts';
import type { FaultRecord } from './bank-history.ts';
import type { PlannedFault } from './fault-plan.ts';
import type { HistoryRecorder } from './history-recorder.ts';

/**
 * Strikes the cluster with the planned faults, each at its time or once its target can take it, and heals each
 * after its hold: a stopped process is started again, a cut or partitioned connection restored. A process is
 * stopped only while every other fault is healed, so one process at most is down at a time; a connection fault
 * waits for the faults on its own process. Resolves once every fault is healed, each written down as it heals.
 */
export async function runNemesis(plan: PlannedFault[], cluster: BankCluster, recorder: HistoryRecorder): Promise<void> {
  const healing = new Map<number, Promise<void>>();
  const everyHealed = () => Promise.all(healing.values());
  const record = (fault: PlannedFault, start: number, detail: string) => {
    const entry: FaultRecord = { kind: fault.kind, process: fault.process, start, end: recorder.now(), detail };
    recorder.faults.push(entry);
  };
  for (const fault of plan) {
    await sleep(Math.max(0, fault.at - recorder.now()));
    const index = fault.process ?? 0;
    if (fault.kind === 'end-backends') {
      const start = recorder.now();
      record(fault, start, `${await cluster.endBackends()} sessions ended`);
      continue;
    }
    if (fault.kind === 'kill' || fault.kind === 'terminate') await everyHealed();
    else await healing.get(index);
    const start = recorder.now();
    const heal = strike(cluster, fault, index).then((detail) => record(fault, start, detail));
    // A heal that fails (a process that would not start) fails the run where it is awaited, not as unhandled.
    heal.catch(() => {});
    healing.set(index, heal);
  }
  await everyHealed();
}

/** Strikes and, after the hold, heals; answers what happened in words. */
async function strike(cluster: BankCluster, fault: PlannedFault, index: number): Promise<string> {
  const proxy = cluster.proxy(index);
  switch (fault.kind) {
    case 'kill':
    case 'terminate': {
      const code = await cluster.stop(index, fault.kind === 'kill' ? 'SIGKILL' : 'SIGTERM');
      await sleep(fault.holdMs);
      const starts = await cluster.start(index);
      return `exit code ${code}, down ${fault.holdMs} ms, listening again after ${starts} start${starts > 1 ? 's' : ''}`;
    }
    case 'cut':
      proxy.cut();
      await sleep(fault.holdMs);
      proxy.restore();
      return `connections to PostgreSQL cut for ${fault.holdMs} ms`;
    case 'partition':
      proxy.partition();
      await sleep(fault.holdMs);
      proxy.restore();
      return `packets to PostgreSQL dropped for ${fault.holdMs} ms`;
    default:
      throw new Error(`no strike for ${fault.kind}`);
  }
}
