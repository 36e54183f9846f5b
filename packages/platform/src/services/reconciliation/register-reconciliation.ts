import { reconciliationRoutes as routes } from '@ops/core/contract';
import type { Database } from '../../db/database.ts';
import { mountRoute } from '../../http/mount-route.ts';
import type { PlatformApp } from '../../http/platform-env.ts';
import { mountMoneyRoute } from '../../ledger/mount-money-route.ts';
import { listAcquirers } from './acquirers.ts';
import { listBankLines } from './bank-line-list.ts';
import { bankStatementFile } from './bank-statement-file.ts';
import { importBankStatementFile } from './import-bank-statement.ts';
import { retriggerBankAdapter } from './retrigger-bank-adapter.ts';
import { listBankLineExceptions } from './tolerance/bank-line-exceptions.ts';
import { readToleranceRule, saveToleranceRule } from './tolerance/tolerance-rule.ts';
import { bankLineCandidates } from './workbench/bank-line-candidates.ts';
import { matchBankLines } from './workbench/match-bank-lines.ts';
import { unmatchBankLines } from './workbench/unmatch-bank-lines.ts';

/**
 * The reconciliation service (spec section 7, prefix `main/api/v1/reconciliation`): bank statement files in and the
 * bank integration list. An import settles payout items through the ledger; it is idempotent by the file itself (the
 * same file adds nothing) and each payout request settles once, so it takes no Idempotency-Key.
 *
 * `POST bank-statements` (multipart, streamed to disk) imports a camt.053 file (`import-bank-statement.ts`,
 * `importBankStatementFile`): `camt053/read-camt053.ts` reads it whole first one `Ntry` at a time (each entry's
 * tree by htmlparser2's tokenizer, `camt053/xml-tree.ts`; the document's well-formedness judged by fast-xml-parser's
 * validator; 001.02 and later versions; a bad file is a `CamtFileError`, one line naming statement, entry, line and
 * element, turned into a 400 with nothing written), then it is written in rounds of 500 lines (`db/import-rounds.ts`:
 * a transaction each on PGlite, so other requests are answered between them; the file marked imported in the last,
 * and one left unmarked is finished by the same file again), each entry a line of
 * `bank_statement_lines` (raw XML kept), the file once by its SHA-256 (`bank_statement_files`) and an entry once per
 * account (`account_iban`, `entry_key`). `reconcileNewBankLines` (`reconcile-bank-lines.ts`) locks the requests the
 * lines name, leaves out the entries the accounts already have, judges the rest together (end-to-end id, amount,
 * currency) and inserts each line once with its outcome (`insert-bank-lines.ts`, `insertJsonRows`), then posts the
 * settlements (`postTransactions`); a settling line another import wrote meanwhile refuses the whole import (409). A
 * line's audit entry records its outcome (`bank-line-outcome.ts`), not its row. `GET bank-statements-info` is the bank
 * integration list (`bank-line-list.ts`), and `merchants/{m}/divisions/{d}/bank-statements-info` the lines of one
 * division (its payout requests', batches' or virtual accounts'). `merchants/{m}/merchantdivisions/{d}/files/{fileId}`
 * answers a statement file as it was imported (`bank-statement-file.ts`, kept in `bank_statement_files.content`), when
 * one of its lines is the division's. `GET acquirers` lists the PSPs the adapter offers with what reconciliation has of
 * each (`acquirers.ts`). Samples for tests: `camt053/testing/samples/`; the seed's bank side of
 * today's payouts comes from imported sandbox statements.
 *
 * `POST merchants/{m}/divisions/{d}/bank-adapter/retrigger` is the bank adapter's retrigger (spec sections 2 and 6;
 * `retrigger-bank-adapter.ts`): the sandbox bank's statements of the division's batches instructed in a range of at
 * most one month (the PSP retrigger's rule and words), each imported as above.
 *
 * The workbench (issue 34, `workbench/`): `GET merchants/{m}/divisions/{d}/bank-lines/{code}/candidates` ranks the
 * division's open payout items and batches at the bank for an unmatched payment line (`bank-line-candidates.ts`: one
 * statement of index ranges, scored in `candidate-score.ts`; `tests/bench/bank-line-candidates.bench.ts`).
 * `POST merchants/{m}/divisions/{d}/bank-line-matches` matches one line with candidates or lines with one candidate
 * whose sums agree (`match-bank-lines.ts`): each item is paid out through the ledger as allocation pays it, the lines
 * RECONCILED in a `bank_line_matches` row; `POST …/bank-lines/{code}/unmatch` undoes the match with a reason
 * (`unmatch-bank-lines.ts`), reversing each payment. Both are money routes (Idempotency-Key) and audited.
 *
 * `GET|PUT merchants/{m}/divisions/{d}/tolerance-rule` is the division's tolerance rule (`tolerance/tolerance-rule.ts`,
 * `tolerance_rules`): an amount tolerance in minor units and/or basis points of the line's amount, and a date window
 * in days, set whole and audited as `toleranceRule`; a division without one matches exact amounts on the same day.
 * Auto-reconciliation applies it (`tolerance/match-within-tolerance.ts`). `GET …/bank-line-exceptions` is the
 * exceptions queue: the unmatched payment lines with why no rule placed them (`tolerance/bank-line-exceptions.ts`).
 *
 * The bank inbox (`bank-inbox/`, `OPS_BANK_INBOX`): `createBankInbox` polls the folder every 2 s (`fs.watch` misses
 * files on some filesystems); a `*.xml` file with the same size and time at two polls running is complete, is claimed
 * by an atomic rename into `claimed/<process uuid>-<name>` (so two processes on one database never take one file; the
 * SHA-256 dedupe is the second guard), imported by `importBankStatementFile` as the caller `bank-inbox@ops.system`, and
 * moved to `processed/` (a name taken gets a time stamp), or, refused, to `failed/` beside `<name>.error.txt` (the
 * one-line reason; nothing written). A failure not of the file (the database unreachable) puts it back for the next
 * poll; a file left in `claimed/` by a process that died mid-import can be moved back by hand. `createPlatform` makes
 * it when configured; `main.ts` starts it after the jobs and stops it before the database closes.
 */
export function registerReconciliation(app: PlatformApp, database: Database): void {
  mountRoute(app, routes.listAcquirers, () => listAcquirers(database.db));
  mountRoute(app, routes.listBankStatementsInfo, ({ query }) => listBankLines(database.db, query));
  mountRoute(app, routes.listDivisionBankStatementsInfo, ({ params, query }) =>
    listBankLines(database.db, query, params),
  );
  mountRoute(app, routes.downloadBankStatementFile, ({ params }) => bankStatementFile(database.db, params));
  mountRoute(app, routes.importBankStatement, ({ body, caller }) => {
    const file = {
      fileName: body.file.name || 'statement.xml',
      text: () => body.file.text(),
      stream: () => body.file.stream(),
    };
    return importBankStatementFile(database, file, caller, routes.importBankStatement.id);
  });
  mountRoute(app, routes.listBankLineCandidates, ({ params }) => bankLineCandidates(database.db, params));
  mountMoneyRoute(app, database, routes.matchBankLines, (tx, { params, body, caller, idempotencyKeyId }) =>
    matchBankLines(tx, params, body, { caller, idempotencyKeyId, action: routes.matchBankLines.id }),
  );
  mountMoneyRoute(app, database, routes.unmatchBankLines, (tx, { params, body, caller, idempotencyKeyId }) =>
    unmatchBankLines(tx, params, body.reason, { caller, idempotencyKeyId, action: routes.unmatchBankLines.id }),
  );
  mountRoute(app, routes.getToleranceRule, ({ params }) => readToleranceRule(database.db, params));
  mountRoute(app, routes.setToleranceRule, ({ params, body, caller }) =>
    database.transaction((tx) => saveToleranceRule(tx, params, body, { caller, action: routes.setToleranceRule.id })),
  );
  mountRoute(app, routes.listBankLineExceptions, ({ params, query }) =>
    listBankLineExceptions(database.db, params, query),
  );
  mountRoute(app, routes.retriggerBankAdapter, ({ params, body, caller }) =>
    database.transaction((tx) => retriggerBankAdapter(tx, params, body, caller, routes.retriggerBankAdapter.id)),
  );
}
