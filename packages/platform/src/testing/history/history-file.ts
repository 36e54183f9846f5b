import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BankHistory } from './bank-history.ts';
import type { BankVerdict } from './check-bank-history.ts';

export interface HistoryFiles {
  directory: string;
  /** JSON lines: the setup, each call and fault by start time, each ledger transfer, the final read, the verdict. */
  history: string;
  /** The summary a person reads first. */
  summary: string;
}

/** Where a run's files go unless told: a folder of its own under the system's temporary folder. */
export function defaultHistoryDirectory(history: BankHistory): string {
  const begun = history.setup.startedAt.replace(/[:.]/g, '-');
  return join(tmpdir(), 'ops-bank-history', `${begun}-seed-${history.setup.seed}`);
}

/** Writes the history, its verdict and summary, and each process's output (`process-<n>.log`) into `directory`. */
export async function writeHistoryFiles(
  directory: string,
  run: { history: BankHistory; verdict: BankVerdict; summary: string },
  processOutputs: readonly string[],
): Promise<HistoryFiles> {
  const { history, verdict } = run;
  await mkdir(directory, { recursive: true });
  const files = { directory, history: join(directory, 'history.jsonl'), summary: join(directory, 'summary.txt') };
  const events = [
    ...history.operations.map((call) => ({ type: 'call', ...call })),
    ...history.faults.map((fault) => ({ type: 'fault', ...fault })),
  ].sort((one, other) => one.start - other.start);
  const { final } = history;
  const lines = [
    { type: 'setup', ...history.setup },
    ...events,
    ...(final ? final.ledger.map((transfer) => ({ type: 'ledger', ...transfer })) : []),
    { type: 'final', balances: final?.balances ?? null, divisionTotal: final?.divisionTotal ?? null },
    { type: 'verdict', ...verdict },
  ];
  await writeFile(files.history, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  await writeFile(files.summary, `${run.summary}\n`);
  await Promise.all(processOutputs.map((output, index) => writeFile(join(directory, `process-${index}.log`), output)));
  return files;
}
