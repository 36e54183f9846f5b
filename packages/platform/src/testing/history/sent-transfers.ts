import type { Operation, TransferAnswer, TransferArguments } from './bank-history.ts';

export type TransferCall = Extract<Operation, { kind: 'transfer' }>;

/** A client's transfer with every call made for it. */
export interface SentTransfer {
  name: string;
  arguments: TransferArguments;
  calls: TransferCall[];
  made: TransferCall[];
  refused: TransferCall[];
}

/** The history's transfers by reference, each with the calls made for it: the made and the refused apart. */
export function sentTransfers(operations: Operation[]): Map<string, SentTransfer> {
  const sent = new Map<string, SentTransfer>();
  for (const call of operations) {
    if (call.kind !== 'transfer') continue;
    const reference = call.arguments.reference;
    const transfer = sent.get(reference) ?? {
      name: `client ${call.client} operation ${call.operation} (${reference})`,
      arguments: call.arguments,
      calls: [],
      made: [],
      refused: [],
    };
    transfer.calls.push(call);
    if (call.outcome.type === 'ok') transfer.made.push(call);
    if (call.outcome.type === 'fail') transfer.refused.push(call);
    sent.set(reference, transfer);
  }
  return sent;
}

/** A made transfer's answer. */
export const answerOf = (call: TransferCall) => (call.outcome as { value: TransferAnswer }).value;
