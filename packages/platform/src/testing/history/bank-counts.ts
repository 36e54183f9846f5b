import type { BankHistory, FaultKind } from './bank-history.ts';
import { droppedAnswer, faultKinds } from './bank-history.ts';
import type { SentTransfer } from './sent-transfers.ts';

export interface BankCounts {
  /** HTTP calls, by outcome; `dropped`: the `info` ones whose answer the client threw away on purpose. */
  calls: { ok: number; fail: number; info: number; dropped: number };
  transfers: {
    sent: number;
    acknowledged: number;
    refused: number;
    /** Never answered either way, even after the retries: in the ledger once or not at all. */
    unresolved: number;
    /** Sent more than once with the same Idempotency-Key. */
    retried: number;
    /** Answers marked `Idempotent-Replayed`. */
    replayed: number;
  };
  reads: { balances: number; totals: number };
  faults: Record<FaultKind, number>;
}

/** What a run did, counted: its calls by outcome, its transfers, reads and faults. */
export function countsOf(history: BankHistory, sent: Map<string, SentTransfer>): BankCounts {
  const calls = { ok: 0, fail: 0, info: 0, dropped: 0 };
  const reads = { balances: 0, totals: 0 };
  let replayed = 0;
  for (const call of history.operations) {
    calls[call.outcome.type] += 1;
    if (call.outcome.type === 'info' && call.outcome.message === droppedAnswer) calls.dropped += 1;
    if (call.outcome.type !== 'ok') continue;
    if (call.kind === 'transfer' && call.outcome.value.replayed) replayed += 1;
    if (call.kind === 'read-balances') reads.balances += 1;
    if (call.kind === 'read-total') reads.totals += 1;
  }
  const transfers = [...sent.values()];
  const acknowledged = transfers.filter((transfer) => transfer.made.length > 0).length;
  const refused = transfers.filter((transfer) => transfer.made.length === 0 && transfer.refused.length > 0).length;
  const faults = Object.fromEntries(faultKinds.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  for (const fault of history.faults) faults[fault.kind] += 1;
  return {
    calls,
    transfers: {
      sent: transfers.length,
      acknowledged,
      refused,
      unresolved: transfers.length - acknowledged - refused,
      retried: transfers.filter((transfer) => transfer.calls.length > 1).length,
      replayed,
    },
    reads,
    faults,
  };
}
