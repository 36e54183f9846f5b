import { type BankCounts, countsOf } from './bank-counts.ts';
import type { AccountBalances, BankHistory, LedgerTransfer, Operation } from './bank-history.ts';
import { answerOf, type SentTransfer, sentTransfers } from './sent-transfers.ts';

/** The properties a run must hold, each with the sentence the summary shows. */
export const bankProperties = {
  'total-conserved': 'every read sees the total conserved',
  'above-floor': 'no balance is ever read below its floor',
  'answers-agree': "a transfer's answers agree: one code, never both made and refused",
  'acknowledged-once': 'every acknowledged transfer is in the ledger exactly once, as it was acknowledged',
  'never-twice': 'no transfer is in the ledger twice',
  'refused-absent': 'no refused transfer is in the ledger',
  'no-strangers': 'every transfer in the ledger is one a client sent, with its accounts and amount',
  'ledger-adds-up': "the final balances are the opening balances moved by the ledger's transfers",
  'outages-answered-503': 'a call the faults failed is answered 503 or not at all, never another 5xx',
} as const;

export type BankProperty = keyof typeof bankProperties;

export interface PropertyVerdict {
  property: BankProperty;
  valid: boolean;
  /** How many reads, transfers or ledger lines it looked at. */
  checked: number;
  /** Each violation in words, naming the operation or ledger line. */
  violations: string[];
}

export interface BankVerdict {
  valid: boolean;
  properties: PropertyVerdict[];
  counts: BankCounts;
}

/**
 * Judges a bank-style history (Jepsen's bank test): every read conserves the total and keeps each balance at or
 * above the floor, and the ledger at the end holds each acknowledged transfer exactly once, no refused one, none
 * twice and nothing no client sent. A transfer never answered either way may be there once or not at all. A fault
 * may fail a call only as an outage does (503, or no answer), never as a bug (500). Pure: the same history always
 * gives the same verdict.
 */
export function checkBankHistory(history: BankHistory): BankVerdict {
  const sent = sentTransfers(history.operations);
  const ledger = ledgerByReference(history.final?.ledger ?? []);
  const properties: PropertyVerdict[] = [
    totalConserved(history),
    aboveFloor(history),
    answersAgree(sent),
    acknowledgedOnce(history, sent, ledger),
    neverTwice(history, ledger),
    refusedAbsent(history, sent, ledger),
    noStrangers(history, sent),
    ledgerAddsUp(history),
    outagesAnswered503(history),
  ];
  return {
    valid: properties.every((property) => property.valid),
    properties,
    counts: countsOf(history, sent),
  };
}

function verdictOf(property: BankProperty, checked: number, violations: string[]): PropertyVerdict {
  return { property, valid: violations.length === 0, checked, violations };
}

/** How a person finds the call in the history file. */
export function nameOfCall(call: Operation): string {
  return (
    `client ${call.client} operation ${call.operation} attempt ${call.attempt} ` +
    `(process ${call.process}, ${call.start}–${call.end} ms)`
  );
}

function ledgerByReference(ledger: LedgerTransfer[]): Map<string | null, LedgerTransfer[]> {
  const byReference = new Map<string | null, LedgerTransfer[]>();
  for (const line of ledger) byReference.set(line.reference, [...(byReference.get(line.reference) ?? []), line]);
  return byReference;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const heldBy = (balances: AccountBalances) => balances.confirmed + balances.pending + balances.payout;
const finalMissing = 'the final state could not be read';

function totalConserved(history: BankHistory): PropertyVerdict {
  const { setup } = history;
  const accounts = Object.keys(setup.openingBalances);
  const sellersTotal = sum(Object.values(setup.openingBalances));
  const violations: string[] = [];
  let checked = 0;
  const checkSellers = (where: string, balances: AccountBalances[]) => {
    checked += 1;
    const seen = new Set(balances.map((balance) => balance.account));
    const missing = accounts.filter((account) => !seen.has(account));
    if (missing.length > 0) violations.push(`${where}: the read lacks ${missing.join(', ')}`);
    const total = sum(balances.filter((balance) => accounts.includes(balance.account)).map(heldBy));
    if (total !== sellersTotal) violations.push(`${where}: the sellers hold ${total}, not ${sellersTotal}`);
  };
  const checkDivision = (where: string, total: number) => {
    checked += 1;
    if (total !== setup.divisionTotal) {
      violations.push(`${where}: the division's total is ${total}, not ${setup.divisionTotal}`);
    }
  };
  for (const call of history.operations) {
    if (call.outcome.type !== 'ok') continue;
    if (call.kind === 'read-balances') checkSellers(nameOfCall(call), call.outcome.value);
    if (call.kind === 'read-total') checkDivision(nameOfCall(call), call.outcome.value);
  }
  if (history.final) {
    checkSellers('the final read', history.final.balances);
    checkDivision('the final read', history.final.divisionTotal);
  } else violations.push(finalMissing);
  return verdictOf('total-conserved', checked, violations);
}

function aboveFloor(history: BankHistory): PropertyVerdict {
  const { floor } = history.setup;
  const violations: string[] = [];
  let checked = 0;
  const check = (where: string, balances: AccountBalances[]) => {
    for (const balance of balances) {
      checked += 1;
      for (const bucket of ['confirmed', 'pending', 'payout'] as const) {
        if (balance[bucket] < floor) {
          violations.push(`${where}: ${balance.account} ${bucket} ${balance[bucket]}, below ${floor}`);
        }
      }
    }
  };
  for (const call of history.operations) {
    if (call.kind === 'read-balances' && call.outcome.type === 'ok') check(nameOfCall(call), call.outcome.value);
  }
  if (history.final) check('the final read', history.final.balances);
  return verdictOf('above-floor', checked, violations);
}

function answersAgree(sent: Map<string, SentTransfer>): PropertyVerdict {
  const violations: string[] = [];
  for (const transfer of sent.values()) {
    const codes = new Set(transfer.made.map((call) => answerOf(call).transferCode));
    if (codes.size > 1)
      violations.push(`${transfer.name}: answered with ${codes.size} codes: ${[...codes].join(', ')}`);
    const [made] = transfer.made;
    const [refused] = transfer.refused;
    if (made && refused) {
      violations.push(
        `${transfer.name}: made (attempt ${made.attempt}) and refused (attempt ${refused.attempt}, ` +
          `${refused.outcome.status})`,
      );
    }
  }
  return verdictOf('answers-agree', sent.size, violations);
}

function acknowledgedOnce(
  history: BankHistory,
  sent: Map<string, SentTransfer>,
  ledger: Map<string | null, LedgerTransfer[]>,
): PropertyVerdict {
  if (!history.final) return verdictOf('acknowledged-once', 0, [finalMissing]);
  const violations: string[] = [];
  let checked = 0;
  for (const [reference, transfer] of sent) {
    const [acknowledged] = transfer.made;
    if (!acknowledged) continue;
    checked += 1;
    const code = answerOf(acknowledged).transferCode;
    const lines = ledger.get(reference) ?? [];
    if (lines.length !== 1) {
      violations.push(
        `${transfer.name}: acknowledged as ${code} by attempt ${acknowledged.attempt} at ${acknowledged.end} ms, ` +
          `in the ledger ${lines.length} times`,
      );
      continue;
    }
    const [line] = lines as [LedgerTransfer];
    if (line.transferCode !== code) {
      violations.push(`${transfer.name}: acknowledged as ${code}, in the ledger as ${line.transferCode}`);
    }
  }
  return verdictOf('acknowledged-once', checked, violations);
}

function neverTwice(history: BankHistory, ledger: Map<string | null, LedgerTransfer[]>): PropertyVerdict {
  if (!history.final) return verdictOf('never-twice', 0, [finalMissing]);
  const violations: string[] = [];
  for (const [reference, lines] of ledger) {
    if (reference === null || lines.length < 2) continue;
    const codes = lines.map((line) => line.transferCode).join(', ');
    violations.push(`${reference}: in the ledger ${lines.length} times (${codes})`);
  }
  return verdictOf('never-twice', history.final.ledger.length, violations);
}

function refusedAbsent(
  history: BankHistory,
  sent: Map<string, SentTransfer>,
  ledger: Map<string | null, LedgerTransfer[]>,
): PropertyVerdict {
  if (!history.final) return verdictOf('refused-absent', 0, [finalMissing]);
  const violations: string[] = [];
  let checked = 0;
  for (const [reference, transfer] of sent) {
    const [refused] = transfer.refused;
    if (!refused || transfer.made.length > 0) continue;
    checked += 1;
    const lines = ledger.get(reference) ?? [];
    if (lines.length > 0) {
      violations.push(
        `${transfer.name}: refused (${refused.outcome.status}: ${(refused.outcome as { message: string }).message}) ` +
          `by attempt ${refused.attempt}, in the ledger as ${lines.map((line) => line.transferCode).join(', ')}`,
      );
    }
  }
  return verdictOf('refused-absent', checked, violations);
}

function noStrangers(history: BankHistory, sent: Map<string, SentTransfer>): PropertyVerdict {
  if (!history.final) return verdictOf('no-strangers', 0, [finalMissing]);
  const violations: string[] = [];
  for (const line of history.final.ledger) {
    const transfer = line.reference === null ? undefined : sent.get(line.reference);
    if (!transfer) {
      violations.push(`${line.transferCode}: ${line.amount} from ${line.from} to ${line.to}, sent by no client`);
      continue;
    }
    const { from, to, amount } = transfer.arguments;
    if (line.from !== from || line.to !== to || line.amount !== amount) {
      violations.push(
        `${line.transferCode} (${transfer.name}): ${line.amount} from ${line.from} to ${line.to}, ` +
          `sent as ${amount} from ${from} to ${to}`,
      );
    }
  }
  return verdictOf('no-strangers', history.final.ledger.length, violations);
}

function ledgerAddsUp(history: BankHistory): PropertyVerdict {
  if (!history.final) return verdictOf('ledger-adds-up', 0, [finalMissing]);
  const expected = new Map(Object.entries(history.setup.openingBalances));
  for (const { from, to, amount } of history.final.ledger) {
    expected.set(from, (expected.get(from) ?? 0) - amount);
    expected.set(to, (expected.get(to) ?? 0) + amount);
  }
  const violations: string[] = [];
  for (const balance of history.final.balances) {
    const held = heldBy(balance);
    const owed = expected.get(balance.account);
    if (owed !== undefined && held !== owed) {
      violations.push(`${balance.account}: holds ${held}, the opening balance and the ledger say ${owed}`);
    }
  }
  return verdictOf('ledger-adds-up', history.final.balances.length, violations);
}

function outagesAnswered503(history: BankHistory): PropertyVerdict {
  const failed = history.operations.filter((call) => call.outcome.type === 'info');
  const violations = failed
    .filter((call) => call.outcome.status !== null && call.outcome.status >= 500 && call.outcome.status !== 503)
    .map(
      (call) =>
        `${nameOfCall(call)}: answered ${call.outcome.status} (${(call.outcome as { message: string }).message})`,
    );
  return verdictOf('outages-answered-503', failed.length, violations);
}
