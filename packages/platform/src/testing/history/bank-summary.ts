import type { BankHistory } from './bank-history.ts';
import { type BankVerdict, bankProperties } from './check-bank-history.ts';

/** Violations of a property the summary lists; the history file's verdict line holds them all. */
const violationsShown = 10;

const count = (value: number) => value.toLocaleString('en');
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A run and its verdict in a few lines a person reads first: the faults, the calls and each property. */
export function summarizeBankRun(history: BankHistory, verdict: BankVerdict): string {
  const { setup, faults } = history;
  const { calls, transfers, reads } = verdict.counts;
  const sellers = Object.values(setup.openingBalances);
  const lastEnd = Math.max(0, ...history.operations.map((call) => call.end), ...faults.map((fault) => fault.end));
  const lines = [
    `Bank history, seed ${setup.seed}, begun ${setup.startedAt}: ${verdict.valid ? 'VALID' : 'INVALID'}`,
    `${setup.processes} platform processes on one PostgreSQL database, ${setup.clients} clients, ` +
      `${sellers.length} sellers holding ${count(sellers.reduce((a, b) => a + b, 0))} (floor ${setup.floor}), ` +
      `division total ${count(setup.divisionTotal)}; ${seconds(lastEnd)} s`,
    `Faults: ${Object.entries(verdict.counts.faults)
      .map(([kind, times]) => `${kind} ${times}`)
      .join(', ')}`,
    ...[...faults]
      .sort((one, other) => one.start - other.start)
      .map(
        (fault) =>
          `  ${seconds(fault.start)}–${seconds(fault.end)} s ${fault.kind}` +
          `${fault.process === null ? '' : ` process ${fault.process}`}: ${fault.detail}`,
      ),
    `Calls: ${count(calls.ok + calls.fail + calls.info)} (${count(calls.ok)} ok, ${count(calls.fail)} refused, ` +
      `${count(calls.info)} unanswered, 5xx or answer dropped: ${count(calls.dropped)} dropped by the client)`,
    `Transfers: ${count(transfers.sent)} sent, ${count(transfers.acknowledged)} acknowledged, ` +
      `${count(transfers.refused)} refused, ${count(transfers.unresolved)} unresolved; ` +
      `${count(transfers.retried)} sent again with their key, ${count(transfers.replayed)} answers replayed`,
    `Reads: ${count(reads.balances)} of every seller's balances, ${count(reads.totals)} of the division's total; ` +
      `ledger at the end: ${history.final ? `${count(history.final.ledger.length)} transfers` : 'not read'}`,
    'Properties:',
  ];
  for (const property of verdict.properties) {
    const mark = property.valid ? 'ok  ' : 'FAIL';
    lines.push(`  ${mark} ${bankProperties[property.property]} (${count(property.checked)} checked)`);
    for (const violation of property.violations.slice(0, violationsShown)) lines.push(`         ${violation}`);
    const more = property.violations.length - violationsShown;
    if (more > 0) lines.push(`         … and ${count(more)} more in the history file's verdict line`);
  }
  return lines.join('\n');
}
