import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableMaintenance } from '../../db/maintenance/table-maintenance-job.ts';
import { setSchedule } from '../../jobs/schedules/set-schedule.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { type PayoutTestKit, payoutSetupTimeoutMs, startPayoutTest } from '../fund/payouts/testing/payout-test-kit.ts';
import { camtStatementOf } from './camt053/testing/generated-statement.ts';

// PGlite only: on PostgreSQL an upload is one transaction, which readers do not wait for and never see in part.

let kit: PayoutTestKit;

beforeAll(async () => {
  kit = await startPayoutTest();
}, payoutSetupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

describe('an upload on PGlite does not hold the other requests (issue 36)', () => {
  it('answers reads while a 3 MB statement is written, between its rounds, and imports it whole', async () => {
    const file = new File([camtStatementOf('ROUNDS', 3 * 1024 * 1024)], 'large.xml', { type: 'application/xml' });
    let importing = true;
    const imported = kit.reconciliation.importBankStatement({ body: { file } }).finally(() => {
      importing = false;
    });
    // Each read is sent once the one before is answered; one transaction for the whole file let a read see no line
    // of it or every line, never a part.
    const linesSeen: number[] = [];
    while (importing) {
      linesSeen.push((await kit.reconciliation.listBankStatementsInfo({ query: { limit: 1 } })).totalCount);
    }
    const { entryCount, newLineCount } = await imported;
    expect(entryCount).toBeGreaterThan(2_500);
    expect(newLineCount).toBe(entryCount);
    expect(linesSeen.some((lines) => lines > 0 && lines < entryCount)).toBe(true);
    expect((await kit.reconciliation.listBankStatementsInfo({ query: { limit: 1 } })).totalCount).toBe(entryCount);
  }, 120_000);
});

describe('a statement whose import stopped between two rounds', () => {
  it('is finished by the same file again, each entry once; then the file is imported and adds nothing', async () => {
    const file = new File([camtStatementOf('RESUME', 400 * 1024)], 'resumed.xml', { type: 'application/xml' });
    const first = await kit.reconciliation.importBankStatement({ body: { file } });
    expect(first.entryCount).toBeGreaterThan(300);
    // As the process left it had it stopped after the first 200 lines: the file not marked imported, lines missing.
    const { db } = kit.platform.database;
    await db.execute(sql`update bank_statement_files set statement_count = 0 where code = ${first.code}`);
    await db.execute(
      sql`delete from bank_statement_lines where file_code = ${first.code} and split_part(entry_key, '-', 3)::int > 200`,
    );
    const linesOf = async () =>
      (await kit.reconciliation.listBankStatementsInfo({ query: { fileCode: first.code, limit: 1 } })).totalCount;
    expect(await linesOf()).toBe(200);

    const finished = await kit.reconciliation.importBankStatement({ body: { file } });
    expect(finished).toMatchObject({
      code: first.code,
      alreadyImported: false,
      statementCount: 1,
      entryCount: first.entryCount,
      newLineCount: first.entryCount,
      statuses: first.statuses,
    });
    expect(await linesOf()).toBe(first.entryCount);
    expect(await kit.reconciliation.importBankStatement({ body: { file } })).toMatchObject({
      code: first.code,
      alreadyImported: true,
    });
    expect(await linesOf()).toBe(first.entryCount);
  }, 120_000);
});

describe('a large upload on PGlite, which runs no autovacuum', () => {
  it('brings the table maintenance forward, which then analyzes and vacuums the lines; a small one does not', async () => {
    const { db } = kit.platform.database;
    const { definition, setting } = tableMaintenance();
    await kit.platform.database.transaction((tx) => setSchedule(tx, definition, setting));
    const nextMaintenance = async () => {
      const [row] = await selectRows<{ due: boolean }>(
        db,
        sql`select next_run_at <= now() as due from job_schedules where code = ${setting.code}`,
      );
      return row?.due;
    };
    const upload = (name: string, bytes: number) =>
      kit.reconciliation.importBankStatement({
        body: { file: new File([camtStatementOf(name, bytes)], `${name}.xml`, { type: 'application/xml' }) },
      });
    await db.execute(
      sql`update job_schedules set next_run_at = now() + interval '1 hour' where code = ${setting.code}`,
    );

    expect((await upload('MAINTAIN-SMALL', 20 * 1024)).entryCount).toBeGreaterThan(10);
    expect(await nextMaintenance(), 'a small import waits for the next run').toBe(false);

    expect((await upload('MAINTAIN-LARGE', 1024 * 1024)).entryCount).toBeGreaterThan(800);
    expect(await nextMaintenance(), 'a large import brings it forward').toBe(true);
    await kit.platform.jobs.runDue();
    const [lines] = await selectRows<{ pages: number; visible: number }>(
      db,
      sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'bank_statement_lines'`,
    );
    expect(lines?.pages).toBeGreaterThan(0);
    expect(lines?.visible, 'every page of the lines all-visible').toBe(lines?.pages);
  }, 120_000);
});
