import { createApiClient, createInsightsBalancesClient, createServiceClients } from '@ops/core/api';
import {
  payoutBatchStatuses,
  payoutRequestStatuses,
  splitTransactionStatuses,
  splitTransactionTypes,
} from '@ops/core/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { seedRuns } from '../../db/schema/index.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform.ts';
import { seedDatabase } from '../seed-database.ts';
import { seedPlan } from '../seed-plan.ts';
import { seedMoment } from '../seed-size.ts';
import { moneyActivityStep } from './money-activity-step.ts';

/**
 * Seeding a small database takes a while on a busy machine. That two seeds give the same money history and balances
 * is `seed-database.test.ts`'s, which seeds two databases anyway.
 */
const seedTimeoutMs = 180_000;

let first: TestDatabase;
let platform: TestPlatform;

beforeAll(async () => {
  first = await openTestDatabase();
  await seedDatabase(first.database, 'small');
  platform = await startTestPlatform({ database: first });
}, seedTimeoutMs);
afterAll(async () => {
  await platform?.close();
});

const rowsOf = <Row>(database: Database, query: SQL) => selectRows<Row>(database.db, query);
const valuesOf = async (database: Database, query: SQL) =>
  (await rowsOf<{ value: string }>(database, query)).map((row) => row.value).sort();

describe('the money demo data', () => {
  it('keeps the ledger whole: every invariant holds after seeding', async () => {
    await assertLedgerInvariants(first.database.db);
  });

  it('has transactions of every type and status, payout requests and batches in every status', async () => {
    const { database } = first;
    expect(await valuesOf(database, sql`select distinct type as value from split_transactions`)).toEqual(
      [...splitTransactionTypes].sort(),
    );
    const statuses = await valuesOf(database, sql`select distinct status as value from split_transactions`);
    expect(statuses).toEqual([...splitTransactionStatuses].sort());
    const refundStatuses = await valuesOf(
      database,
      sql`select distinct type || ' ' || status as value from split_transactions where type <> 'PAYMENT'`,
    );
    expect(refundStatuses).toEqual(
      expect.arrayContaining(['CHARGEBACK PENDING', 'CHARGEBACK RECONCILED', 'REFUND CANCELLED', 'REFUND PENDING']),
    );
    expect(await valuesOf(database, sql`select distinct status as value from payout_requests`)).toEqual(
      [...payoutRequestStatuses].sort(),
    );
    expect(await valuesOf(database, sql`select distinct status as value from payout_batches`)).toEqual(
      [...payoutBatchStatuses].sort(),
    );
  });

  it('has balance transfers of every type in divisions that allow them, and none elsewhere', async () => {
    const perDivision = await rowsOf<{ division_code: string; enabled: boolean; transfers: number; types: number }>(
      first.database,
      sql`select d.code as division_code, d.balance_transfers_enabled as enabled, count(t.code)::int as transfers,
          count(distinct t.type)::int as types
        from divisions d left join balance_transfers t on t.division_code = d.code group by d.code`,
    );
    const enabled = perDivision.filter((division) => division.enabled);
    const disabled = perDivision.filter((division) => !division.enabled);
    expect(enabled.length).toBeGreaterThan(0);
    expect(disabled.length).toBeGreaterThan(0);
    for (const division of enabled) expect(division.types, division.division_code).toBe(9);
    for (const division of disabled) expect(division.transfers, division.division_code).toBe(0);
  });

  it('gives every division with sellers confirmed and pending money, on its sellers and on its income account', async () => {
    const perDivision = await rowsOf<{
      division_code: string;
      seller_confirmed: string;
      seller_pending: string;
      income: string;
    }>(
      first.database,
      sql`select division_code,
          sum(confirmed_balance) filter (where type = 'SELLER')::text as seller_confirmed,
          sum(pending_balance) filter (where type = 'SELLER')::text as seller_pending,
          sum(confirmed_balance) filter (where type = 'DIVISION_INCOME')::text as income
        from virtual_accounts group by division_code
        having count(*) filter (where type = 'SELLER') > 0`,
    );
    expect(perDivision.length).toBe(7);
    for (const division of perDivision) {
      expect(Number(division.seller_confirmed), division.division_code).toBeGreaterThan(0);
      expect(Number(division.seller_pending), division.division_code).toBeGreaterThan(0);
      expect(Number(division.income), division.division_code).toBeGreaterThan(0);
    }
  });

  it(
    'writes nothing twice when its steps run again',
    async () => {
      const { database } = first;
      const count = () =>
        rowsOf(
          database,
          sql`select (select count(*) from ledger_postings)::int as postings,
        (select count(*) from split_transactions)::int as transactions,
        (select count(*) from payout_requests)::int as requests`,
        );
      const before = await count();
      await database.transaction((tx) => tx.delete(seedRuns).where(eq(seedRuns.step, 'money-history')));
      expect(await seedDatabase(database, 'small')).toMatchObject({ kind: 'seeded', steps: ['money-history'] });
      await moneyActivityStep.run(database, seedPlan('small'), () => {});
      expect(await count()).toEqual(before);
      await assertLedgerInvariants(database.db);
    },
    seedTimeoutMs,
  ); // it runs two seed steps again: past 5 s on a loaded machine

  it("shows months of history in a division's group balance on the Home screen", async () => {
    const token = await platform.tokenFor('ops@sandbox.test');
    const insights = createInsightsBalancesClient(
      createApiClient({
        baseUrl: `${platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => 'ops@sandbox.test',
      }),
    );
    const { currencies } = await insights.getGroupBalance({
      params: { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' },
      query: { toMonth: seedMoment.toISOString().slice(0, 7) },
    });
    const [eur] = currencies;
    const months = eur?.months ?? [];
    expect(months.length).toBeGreaterThanOrEqual(6);
    const full = months.slice(1, -1);
    for (const month of full) {
      expect(month.pspSettlement, month.month).toBeGreaterThan(0);
      expect(month.sellerPayout, month.month).toBeLessThan(0);
    }
    expect(full.filter((month) => month.divisionPayout < 0).length).toBeGreaterThanOrEqual(3);
    expect(full.some((month) => month.directDeposit > 0)).toBe(true);
    expect(full.some((month) => month.invoice > 0 && month.corrections > 0)).toBe(true);
    expect(eur?.totalUnreconciled).toBeGreaterThan(0);
  });
});

describe('the reconciliation demo data (issue 34)', () => {
  const division = { merchantCode: 'M-HOLLAND-GOODS', divisionCode: 'D-HOLLAND-GOODS-NL' };
  const clients = async () => {
    const token = await platform.tokenFor('ops@sandbox.test');
    return createServiceClients(
      createApiClient({
        baseUrl: `${platform.baseUrl}/api/`,
        getToken: () => token,
        getUserEmail: () => 'ops@sandbox.test',
      }),
    );
  };

  it("lists the demo division's settlement report lines matched and not, each with its reason", async () => {
    const { pspAdapter } = await clients();
    const items = await pspAdapter.searchPspReports({ query: { limit: 50 }, body: { filter: division } });
    const withStatus = (status: string) => items.elements.filter((item) => item.status === status);
    expect(withStatus('RECONCILED')).toHaveLength(2);
    expect(withStatus('FAILED').map((item) => item.failureReason)).toEqual([expect.stringContaining('EUR 65.00')]);
    expect(withStatus('UNALLOCATED')).toHaveLength(3);
    expect(withStatus('UNALLOCATED').map((item) => item.pspReference)).toContain('PSP-DEMO-UNKNOWN-1');
    expect(withStatus('PARSED')).toHaveLength(1);
  });

  it('leaves PSP report items to match on the workbench: one with its payment, one with two payments', async () => {
    const { pspAdapter } = await clients();
    const items = await pspAdapter.searchPspReports({
      query: { limit: 50 },
      body: { filter: { ...division, status: 'UNALLOCATED' } },
    });
    const candidatesOf = (code: string) =>
      pspAdapter.listPspReportCandidates({ params: { ...division, reportItemCode: code } });
    const cutShort = items.elements.find((item) => item.grossAmount === 4_250);
    const [best] = (await candidatesOf(cutShort?.code ?? '')).candidates;
    expect(best).toMatchObject({ kind: 'PAYMENT', amount: 4_250, difference: 0, scoreParts: { reference: 20 } });
    const combined = items.elements.find((item) => item.pspReference === 'PSP-DEMO-COMBINED-1');
    const amounts = (await candidatesOf(combined?.code ?? '')).candidates.map((candidate) => candidate.amount);
    expect(amounts).toEqual(expect.arrayContaining([2_100, 3_200]));
  });

  it("lists a bank line to link in the division's bank integration list, and deposits to allocate in the whole list", async () => {
    const { reconciliation } = await clients();
    const failed = await reconciliation.listDivisionBankStatementsInfo({
      params: division,
      query: { status: 'FAILED' },
    });
    expect(failed.elements).toHaveLength(1);
    const [line] = failed.elements;
    expect(line?.reference).toHaveLength(8);
    const file = await reconciliation.downloadBankStatementFile({
      params: { ...division, fileId: line?.fileCode ?? '' },
    });
    expect(await file.text()).toContain(`<EndToEndId>${line?.reference}</EndToEndId>`);
    const deposits = await reconciliation.listBankStatementsInfo({ query: { status: 'UNALLOCATED', type: 'DEPOSIT' } });
    expect(deposits.elements.map((deposit) => deposit.counterpartyName).sort()).toEqual([
      'Holland Goods B.V.',
      'J. de Vries',
    ]);
  });

  it('leaves a batch booking to match on the workbench, whose best candidate is its batch with no difference', async () => {
    const { reconciliation } = await clients();
    const [line] = (
      await reconciliation.listDivisionBankStatementsInfo({
        params: division,
        query: { workbench: true, type: 'SEPA_BATCH', status: 'UNALLOCATED' },
      })
    ).elements;
    expect(line?.payoutCode).toBeTruthy();
    const { candidates } = await reconciliation.listBankLineCandidates({
      params: { ...division, bankLineCode: line?.code ?? '' },
    });
    expect(candidates[0]).toMatchObject({ kind: 'batch', code: line?.payoutCode, difference: 0 });
  });

  it('leaves a pending line, which the workbench matches tentatively with its batch, paying nothing yet', async () => {
    const { reconciliation } = await clients();
    const [pending] = (
      await reconciliation.listDivisionBankStatementsInfo({
        params: division,
        query: { workbench: true, status: 'UNALLOCATED', limit: 100 },
      })
    ).elements.filter((line) => line.rawData?.includes('<Sts>PDNG</Sts>'));
    const { candidates } = await reconciliation.listBankLineCandidates({
      params: { ...division, bankLineCode: pending?.code ?? '' },
    });
    expect(candidates[0]).toMatchObject({ payoutCode: pending?.payoutCode, difference: 0 });
    const match = await reconciliation.matchBankLines({
      params: division,
      body: {
        bankLineCodes: [pending?.code ?? ''],
        candidates: [{ kind: candidates[0]?.kind ?? 'item', code: candidates[0]?.code ?? '' }],
      },
    });
    expect(match.status).toBe('TENTATIVE');
  });

  it("leaves a batch at the bank whose statement the bank adapter's Retrigger fetches", async () => {
    const { reconciliation } = await clients();
    const today = new Date().toISOString().slice(0, 10);
    const retriggered = await reconciliation.retriggerBankAdapter({
      params: division,
      body: { from: today, to: today },
    });
    expect(retriggered.statements.some((statement) => statement.newLineCount > 0)).toBe(true);
  });
});
