import { describe, expect, it } from 'vitest';
import type { BankHistory, Operation } from './bank-history.ts';
import {
  balancesAfter,
  call,
  historyOf,
  ledgerLine,
  made,
  readBalances,
  readTotal,
  refused,
  t1,
  t2,
  t3,
  t4,
  validRun,
} from './bank-history-samples.ts';
import { checkBankHistory } from './check-bank-history.ts';

// A valid hand-made history, then one breaking each property in turn, so each check is seen to fail.
const invalidOf = (history: BankHistory) =>
  checkBankHistory(history)
    .properties.filter((property) => !property.valid)
    .map((property) => property.property);
const violationsOf = (history: BankHistory) =>
  checkBankHistory(history).properties.flatMap((property) => property.violations);

describe('checkBankHistory', () => {
  it('holds a run whose reads conserve the total and whose ledger holds each acknowledged transfer once', () => {
    const { operations, ledger } = validRun();
    const verdict = checkBankHistory(historyOf(operations, ledger));
    expect(verdict.properties.filter((property) => !property.valid)).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(verdict.counts.transfers).toEqual({
      sent: 4,
      acknowledged: 2,
      refused: 1,
      unresolved: 1,
      retried: 1,
      replayed: 1,
    });
    expect(verdict.counts.calls).toEqual({ ok: 5, fail: 1, info: 2, dropped: 1 });
    expect(verdict.counts.faults.kill).toBe(1);
    // The unresolved transfer may be missing as well as present once.
    expect(checkBankHistory(historyOf(operations, ledger.slice(0, 2))).valid).toBe(true);
  });

  it('finds a read whose sellers hold more or less than they started with', () => {
    const { operations, ledger } = validRun();
    const history = historyOf([...operations, readBalances({ A: 70, B: 100, C: 100 })], ledger);
    expect(invalidOf(history)).toEqual(['total-conserved']);
    expect(violationsOf(history)).toEqual([expect.stringMatching(/client 3 .*: the sellers hold 270, not 300$/)]);
  });

  it("finds a read of the division's total that is off, and a read that lacks a seller", () => {
    const { operations, ledger } = validRun();
    expect(invalidOf(historyOf([...operations, readTotal(349)], ledger))).toEqual(['total-conserved']);
    const lacking = historyOf([...operations, readBalances({ A: 100, B: 200 })], ledger);
    expect(violationsOf(lacking)).toEqual([expect.stringContaining('the read lacks C')]);
  });

  it('finds a balance read below the floor even when the total is right', () => {
    const { operations, ledger } = validRun();
    const history = historyOf([...operations, readBalances({ A: -10, B: 210, C: 100 })], ledger);
    expect(invalidOf(history)).toEqual(['above-floor']);
    expect(violationsOf(history)).toEqual([expect.stringContaining('A confirmed -10, below 0')]);
  });

  it('finds an acknowledged transfer the ledger lost', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, ledger.slice(1));
    expect(invalidOf(history)).toEqual(['acknowledged-once']);
    expect(violationsOf(history)).toEqual([expect.stringContaining('(T1): acknowledged as BT-1 by attempt 1')]);
  });

  it('finds an acknowledged transfer in the ledger under another code than its answer', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, [ledgerLine(t1, 'BT-9'), ...ledger.slice(1)]);
    expect(invalidOf(history)).toEqual(['acknowledged-once']);
  });

  it('finds money moved twice: a retried transfer made again instead of replayed', () => {
    const { operations, ledger } = validRun();
    const twice = historyOf(operations, [...ledger, ledgerLine(t2, 'BT-5')]);
    expect(invalidOf(twice)).toEqual(['acknowledged-once', 'never-twice']);
    // A transfer never answered, made twice, is caught too.
    const unanswered = historyOf(operations, [...ledger, ledgerLine(t4, 'BT-6')]);
    expect(invalidOf(unanswered)).toEqual(['never-twice']);
    expect(violationsOf(unanswered)).toEqual(['T4: in the ledger 2 times (BT-4, BT-6)']);
  });

  it('finds a refused transfer that was made all the same', () => {
    const { operations, ledger } = validRun();
    const history = historyOf(operations, [...ledger, ledgerLine(t3, 'BT-3')]);
    expect(invalidOf(history)).toEqual(['refused-absent']);
  });

  it('finds a transfer no client sent, or one made with other accounts or another amount', () => {
    const { operations, ledger } = validRun();
    const stranger = { transferCode: 'BT-7', from: 'B', to: 'A', amount: 5, reference: null };
    expect(invalidOf(historyOf(operations, [...ledger, stranger]))).toEqual(['no-strangers']);
    const changed = historyOf(operations, [{ ...ledgerLine(t1, 'BT-1'), amount: 31 }, ...ledger.slice(1)]);
    expect(invalidOf(changed)).toEqual(['no-strangers']);
  });

  it('finds final balances that the ledger does not explain', () => {
    const { operations, ledger } = validRun();
    const held = balancesAfter(ledger);
    const history = historyOf(operations, ledger, { ...held, A: (held.A ?? 0) - 1, B: (held.B ?? 0) + 1 });
    expect(invalidOf(history)).toEqual(['ledger-adds-up']);
  });

  it('finds a transfer answered with two codes, or both made and refused', () => {
    const { operations, ledger } = validRun();
    expect(invalidOf(historyOf([...operations, made(t1, 'BT-8', { attempt: 2 })], ledger))).toEqual(['answers-agree']);
    const both = historyOf([...operations, refused(t2)], ledger);
    expect(invalidOf(both)).toEqual(['answers-agree']);
  });

  it('finds a call that a fault failed with a 500 rather than a 503', () => {
    const { operations, ledger } = validRun();
    const answered500 = call('read-total', {
      client: 3,
      operation: 3,
      arguments: { divisionCode: 'D' },
      outcome: { type: 'info', status: 500, message: 'Internal server error' },
    });
    const history = historyOf([...operations, answered500], ledger);
    expect(invalidOf(history)).toEqual(['outages-answered-503']);
    expect(violationsOf(history)).toEqual([expect.stringMatching(/^client 3 operation 3 .*: answered 500/)]);
    const answered503 = { ...answered500, outcome: { type: 'info', status: 503, message: 'Service unavailable' } };
    expect(checkBankHistory(historyOf([...operations, answered503 as Operation], ledger)).valid).toBe(true);
  });

  it('is not valid when the final state could not be read', () => {
    const { operations, ledger } = validRun();
    expect(checkBankHistory({ ...historyOf(operations, ledger), final: null }).valid).toBe(false);
  });
});
