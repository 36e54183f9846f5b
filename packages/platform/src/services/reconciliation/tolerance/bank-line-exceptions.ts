import type { BankLineException, ExceptionReason, Page, PageQuery } from '@ops/core/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bankStatementLines } from '../../../db/schema/index.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import type { DivisionAddress } from '../../account-owner/scope.ts';
import { toBankLine } from '../../fund/payouts/bank-line-row.ts';
import { type ExceptionRow, exceptionPage, exceptionReasonSql } from './exception-reason-sql.ts';
import { ruleRow } from './tolerance-rule.ts';
import { toleranceCtes } from './tolerance-sql.ts';

/**
 * The exceptions queue of a division (issue 34): every unmatched payment line, newest first, with why no rule placed
 * it, judged in one statement against the division's open candidates and tolerance rule (`toleranceCtes`, its
 * `fits`): how many candidates in its currency fit it (several; one), else whether one fits in another currency,
 * whether any is open in its currency at all. Lines carry no division until matched, so every division's queue holds
 * them, each judged against its own candidates. Filtered by reason, 0-based pages.
 */
export async function listBankLineExceptions(
  db: Queryable,
  division: DivisionAddress,
  query: PageQuery & { reason?: ExceptionReason | undefined },
): Promise<Page<BankLineException>> {
  const rule = await ruleRow(db, division.divisionCode);
  const rows = await selectRows<ExceptionRow>(
    db,
    sql`with ${toleranceCtes(division, rule)},
      counted as (
        select line_code, count(*) filter (where currency = line_currency) as fits,
          count(*) filter (where currency <> line_currency) as elsewhere
        from fits group by line_code
      ),
      judged as (
        select l.code, l.created_at, coalesce(counted.fits, 0) as fits, coalesce(counted.elsewhere, 0) > 0 as elsewhere,
          l.currency in (select currency from currencies) as open_in_currency
        from lines l left join counted on counted.line_code = l.code
      ),
      reasoned as (
        select code, created_at, fits,
          ${exceptionReasonSql(sql`fits`, sql`elsewhere`, sql`open_in_currency`)} as reason
        from judged
      )
      select code, reason, fits::text, (count(*) over ())::text as total from reasoned
      where ${query.reason ?? null}::text is null or reason = ${query.reason ?? null}::text
      order by created_at desc, code desc
      limit ${query.limit} offset ${query.page * query.limit}`,
  );
  const lines = rows.length
    ? await db
        .select()
        .from(bankStatementLines)
        .where(
          inArray(
            bankStatementLines.code,
            rows.map((row) => row.code),
          ),
        )
    : [];
  const byCode = new Map(lines.map((line) => [line.code, line]));
  return exceptionPage(
    rows,
    query,
    (code) => byCode.get(code),
    (line, reason, candidateCount) => ({ line: toBankLine(line), reason, candidateCount }),
  );
}
