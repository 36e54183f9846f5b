import { sql } from 'drizzle-orm';
import { recordAudits } from '../../audit/record-audit.ts';
import { chunksOf } from '../../db/chunks-of.ts';
import type { Transaction } from '../../db/database.ts';
import { insertJsonRows, jsonRecordset } from '../../db/json-recordset.ts';
import { bankStatementLines } from '../../db/schema/index.ts';
import { conflict } from '../../http/api-problem.ts';
import { selectRows } from '../../ledger/sql-rows.ts';
import { type JudgedLine, type LineOutcome, outcomeFacts, type ReconciliationRun } from './bank-line-outcome.ts';
import { reconciliationMessages as messages } from './reconciliation-messages.ts';

/** A statement entry read into a line, not yet written: an entry of its account, judged before it is stored. */
export type NewBankLine = typeof bankStatementLines.$inferInsert &
  JudgedLine & { accountIban: string; entryKey: string; pending: boolean };

/** Lines one statement writes: a 10,000-entry statement is ten inserts. */
const chunkSize = 1_000;

/** An entry of an account in one state: its pending and its booked line are two. */
const entryOf = (line: { accountIban: string; entryKey: string; pending: boolean }) =>
  `${line.accountIban}\u0000${line.entryKey}\u0000${line.pending}`;

/**
 * The lines whose entry their account does not have yet, each entry once (the first line that carries it): an
 * entry of an account is one line, whichever statements carried it (the unique index on account and entry key).
 */
export async function withoutKnownEntries(tx: Transaction, lines: readonly NewBankLine[]): Promise<NewBankLine[]> {
  const firsts = [...new Map(lines.map((line) => [entryOf(line), line] as const).reverse()).values()].reverse();
  const known = new Set<string>();
  for (const chunk of chunksOf(firsts, chunkSize)) {
    const rows = await selectRows<{ accountIban: string; entryKey: string; pending: boolean }>(
      tx,
      sql`
      select line.account_iban as "accountIban", line.entry_key as "entryKey", line.pending
      from ${jsonRecordset(bankStatementLines, 'wanted', ['accountIban', 'entryKey', 'pending'], chunk)}
      join bank_statement_lines line on line.account_iban = wanted.account_iban and line.entry_key = wanted.entry_key
        and line.pending = wanted.pending`,
    );
    for (const row of rows) known.add(entryOf(row));
  }
  return firsts.filter((line) => !known.has(entryOf(line)));
}

/** A line's row as it is written: the entry with its outcome. */
const rowOf = (
  { line, status, payoutRequestCode, failureReason }: LineOutcome<NewBankLine>,
  allocatedBy: string,
): typeof bankStatementLines.$inferInsert => ({
  ...line,
  status,
  payoutRequestCode,
  failureReason,
  allocatedBy: status === 'UNALLOCATED' ? null : allocatedBy,
  transactionCount: line.transactionCount ?? 1,
});

async function insertChunk(tx: Transaction, rows: (typeof bankStatementLines.$inferInsert)[]): Promise<Set<string>> {
  const inserted = await selectRows<{ code: string }>(
    tx,
    sql`${insertJsonRows(bankStatementLines, rows, {
      alias: 'line',
      omit: ['bookedAt'],
      computed: { allocatedAt: sql`case when line.allocated_by is null then null else now() end` },
    })}
    on conflict (account_iban, entry_key, pending) do nothing
    returning code`,
  );
  return new Set(inserted.map((row) => row.code));
}

/**
 * Inserts new lines with their outcomes, a thousand a statement, and the audit entries of the lines that were
 * allocated (reconciled or failed). An entry another import wrote meanwhile is left out, unless its line settles a
 * request: then nothing of this import may stay (409), since the other import settled it. Answers the lines written.
 */
export async function insertBankLines(
  tx: Transaction,
  outcomes: readonly LineOutcome<NewBankLine>[],
  run: ReconciliationRun,
): Promise<number> {
  let written = 0;
  for (const chunk of chunksOf(outcomes, chunkSize)) {
    const inserted = await insertChunk(
      tx,
      chunk.map((outcome) => rowOf(outcome, run.caller.email)),
    );
    const lost = chunk.find((outcome) => outcome.status === 'RECONCILED' && !inserted.has(outcome.line.code));
    if (lost) throw conflict(messages.importedMeanwhile(lost.line));
    written += inserted.size;
    const allocated = chunk.filter((outcome) => outcome.status !== 'UNALLOCATED' && inserted.has(outcome.line.code));
    if (allocated.length === 0) continue;
    await recordAudits(
      tx,
      allocated.map(({ line, ...outcome }) => ({
        actorEmail: run.caller.email,
        action: run.action,
        entityType: 'bankStatementLine',
        entityId: line.code,
        before: null,
        after: outcomeFacts(outcome, run.caller.email),
      })),
    );
  }
  return written;
}
