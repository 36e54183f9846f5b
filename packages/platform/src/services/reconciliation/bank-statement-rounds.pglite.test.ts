import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
