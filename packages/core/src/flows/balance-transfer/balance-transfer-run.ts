import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import {
  type BalanceTransferInput,
  type BalanceTransferMachine,
  createBalanceTransferMachine,
} from './balance-transfer-machine.ts';
import type { BalanceTransferCalls } from './transfer-calls.ts';

export type BalanceTransferActor = Actor<BalanceTransferMachine>;
export type BalanceTransferSnapshot = SnapshotFrom<BalanceTransferMachine>;

/** A started transfer flow, for callers without a React binding (the cli, tests). */
export function startBalanceTransfer(calls: BalanceTransferCalls, input: BalanceTransferInput): BalanceTransferActor {
  const actor = createActor(createBalanceTransferMachine(calls), { input });
  actor.start();
  return actor;
}

/** The first snapshot, now or later, for which `predicate` holds. */
export function whenTransfer(
  actor: BalanceTransferActor,
  predicate: (snapshot: BalanceTransferSnapshot) => boolean,
): Promise<BalanceTransferSnapshot> {
  return new Promise((resolve) => {
    if (predicate(actor.getSnapshot())) {
      resolve(actor.getSnapshot());
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}
