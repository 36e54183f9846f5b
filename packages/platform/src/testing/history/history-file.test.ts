import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyOf, ledgerLine, t1, validRun } from './bank-history-samples.ts';
import { summarizeBankRun } from './bank-summary.ts';
import { checkBankHistory } from './check-bank-history.ts';
import { writeHistoryFiles } from './history-file.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function written(history: ReturnType<typeof historyOf>) {
  const directory = await mkdtemp(join(tmpdir(), 'ops-history-file-'));
  folders.push(directory);
  const verdict = checkBankHistory(history);
  const files = await writeHistoryFiles(directory, { history, verdict, summary: summarizeBankRun(history, verdict) }, [
    'process 0 said this',
  ]);
  const lines = (await readFile(files.history, 'utf8'))
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  return {
    lines,
    summary: await readFile(files.summary, 'utf8'),
    log: await readFile(join(directory, 'process-0.log'), 'utf8'),
  };
}

describe('the history files', () => {
  it('hold the setup, every call and fault by start time, the ledger, the final read and the verdict, a line each', async () => {
    const { operations, ledger } = validRun();
    const { lines, log } = await written(historyOf(operations, ledger));
    expect(lines.map((line) => line.type)).toEqual([
      'setup',
      ...['call', 'fault', 'call', 'call', 'call', 'call', 'call', 'call', 'call'],
      ...['ledger', 'ledger', 'ledger'],
      'final',
      'verdict',
    ]);
    const starts = lines.filter((line) => line.type === 'call' || line.type === 'fault').map((line) => line.start);
    expect(starts).toEqual([...starts].sort((one, other) => one - other));
    expect(lines[1]).toMatchObject({ type: 'call', client: 1, kind: 'transfer', outcome: { type: 'ok', status: 201 } });
    expect(lines.at(-1)).toMatchObject({ type: 'verdict', valid: true });
    expect(log).toBe('process 0 said this');
  });

  it('sum the run up in words: the verdict, the faults, and each failed property with its violations', async () => {
    const { operations, ledger } = validRun();
    const { summary } = await written(historyOf(operations, [...ledger, ledgerLine(t1, 'BT-9')]));
    expect(summary).toMatch(/^Bank history, seed 1, begun 2026-12-04T12:00:00.000Z: INVALID\n/);
    expect(summary).toContain('0.0–0.0 s kill process 0: exit code null, started again');
    expect(summary).toContain(
      'FAIL no transfer is in the ledger twice (4 checked)\n         T1: in the ledger 2 times',
    );
    expect(summary).toContain('ok   every read sees the total conserved');
  });
});
