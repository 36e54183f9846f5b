import { describe, expect, it } from 'vitest';
import type { MoneyDivision, MoneySeller } from './money-history-accounts.ts';
import type { MoneyHistoryRows } from './money-history-book.ts';
import { type DivisionHistoryPlan, simulateDivisionHistory } from './money-history-simulation.ts';
import { spreadExactly } from './money-history-step.ts';

const horizon = new Date('2026-11-20T09:00:00.000Z');
const yearBefore = new Date('2025-11-20T09:00:00.000Z');

function seller(index: number, payee: boolean): MoneySeller {
  const number = String(index + 1).padStart(4, '0');
  return {
    accountHolderCode: `AH-SIM-${number}`,
    virtualAccountCode: `VA-SIM-${number}`,
    createdAt: new Date(yearBefore.getTime() - 86_400_000),
    payee: payee
      ? { externalAccountCode: `EA-SIM-${number}`, iban: 'NL91ABNA0417164300', creditorName: `Seller ${number}` }
      : null,
  };
}

const division: MoneyDivision = {
  merchantCode: 'M-SIM',
  divisionCode: 'D-SIM',
  currency: 'EUR',
  createdAt: new Date('2024-01-01T00:00:00.000Z'),
  incomeAccount: 'VA-SIM-INCOME',
  balanceTransfersEnabled: true,
  divisionPayee: { externalAccountCode: 'EA-SIM', iban: 'NL20INGB0001234567', creditorName: 'Sim division' },
  sellers: Array.from({ length: 40 }, (_, index) => seller(index, index % 3 !== 0)),
};

const plan: DivisionHistoryPlan = {
  division,
  index: 0,
  transactions: spreadExactly(
    1_000,
    division.sellers.map(() => 1),
  ),
  payouts: 150,
  start: yearBefore,
  horizon,
  transferShare: 0.2,
};

async function simulate(history: DivisionHistoryPlan): Promise<MoneyHistoryRows[]> {
  const writes: MoneyHistoryRows[] = [];
  await simulateDivisionHistory(history, async (rows) => {
    writes.push(rows);
  });
  return writes;
}

const all = <K extends keyof MoneyHistoryRows>(writes: MoneyHistoryRows[], key: K): MoneyHistoryRows[K] => {
  const rows: MoneyHistoryRows[K][number][] = [];
  for (const written of writes) rows.push(...written[key]);
  return rows as MoneyHistoryRows[K];
};

describe("a division's money history", () => {
  it('has exactly the planned transactions and payout requests, whatever the draws decide', async () => {
    const writes = await simulate(plan);
    expect(all(writes, 'splits')).toHaveLength(1_000);
    expect(all(writes, 'requests')).toHaveLength(150);
    expect(all(writes, 'shares')).toHaveLength(1_000);
  });

  it('gives the same rows for the same plan', async () => {
    expect(await simulate(plan)).toEqual(await simulate(plan));
  });

  it('dates every mutation before the horizon, in time order, and balances every one of them', async () => {
    const ledger = all(await simulate(plan), 'ledger');
    const times = ledger.map((mutation) => mutation.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(horizon.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(yearBefore.getTime());
    for (const mutation of ledger) {
      expect(
        mutation.postings.reduce((sum, posting) => sum + posting.amount, 0),
        mutation.code,
      ).toBe(0);
    }
    expect(new Set(ledger.map((mutation) => mutation.code)).size).toBe(ledger.length);
  });

  it('has payments settled, pending, cancelled and refunded, refunds and chargebacks, transfers, deposits, fees', async () => {
    const writes = await simulate(plan);
    const statuses = new Set(all(writes, 'splits').map((split) => `${split.type} ${split.status}`));
    for (const status of ['PENDING', 'RECONCILED', 'CANCELLED', 'PARTIALLY_REFUNDED', 'REFUNDED']) {
      expect(statuses, status).toContain(`PAYMENT ${status}`);
    }
    expect(statuses).toContain('REFUND RECONCILED');
    expect(statuses).toContain('CHARGEBACK RECONCILED');
    const types = new Set(all(writes, 'ledger').map((mutation) => `${mutation.type} ${mutation.status}`));
    expect([...types].sort()).toEqual([
      'BALANCE_TRANSFER CONFIRMED',
      'DEPOSIT CONFIRMED',
      'PAYOUT PENDING',
      'PAYOUT PROCESSED',
      'PAYOUT_RETURN CONFIRMED',
      'PSP_FEE CONFIRMED',
      'SPLIT CONFIRMED',
      'SPLIT PENDING',
      'SPLIT PENDING_CANCELLED',
      'SPLIT_REFUND PENDING',
    ]);
  });

  it('pays out monthly in batches the bank settled, the division included, each request with its bank line', async () => {
    const writes = await simulate(plan);
    const requests = all(writes, 'requests');
    const batches = all(writes, 'batches');
    const settled = requests.filter((request) => request.status !== 'WAITING');
    expect(all(writes, 'lines')).toHaveLength(settled.length);
    expect(new Set(settled.map((request) => request.status))).toEqual(
      new Set(settled.some((request) => request.status === 'RETURNED') ? ['PROCESSED', 'RETURNED'] : ['PROCESSED']),
    );
    expect(settled.some((request) => request.accountHolderCode === null)).toBe(true);
    expect(new Set(settled.map((request) => request.payoutCode))).toEqual(new Set(batches.map((batch) => batch.code)));
    expect(batches.length).toBeGreaterThanOrEqual(10);
  });

  it('plans no transfers in a division without balance transfers', async () => {
    const writes = await simulate({ ...plan, division: { ...division, balanceTransfersEnabled: false } });
    expect(all(writes, 'ledger').filter((mutation) => mutation.type === 'BALANCE_TRANSFER')).toEqual([]);
  });
});

describe('spreading a total exactly', () => {
  it('gives each its share by weight and the remainder to the first ones, nothing to weight 0', () => {
    expect(spreadExactly(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadExactly(1_000_000, [3, 0, 1])).toEqual([750_000, 0, 250_000]);
    expect(spreadExactly(7, [0, 2, 0, 2])).toEqual([0, 4, 0, 3]);
    expect(spreadExactly(5, [0, 0])).toEqual([0, 0]);
  });
});
