import type { Page, PageQuery, PayoutRequestMutation, PayoutRequestOverview } from '@ops/core/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bankStatementLines, payoutRequests, virtualAccounts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/api-problem.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { codeInDivision, requireDivision } from '../../account-owner/scope.ts';
import { toBankLine } from '../../fund/payouts/bank-line-row.ts';
import { readPayoutBatch } from '../../fund/payouts/payout-batch-queries.ts';
import { payoutMessages as messages } from '../../fund/payouts/payout-messages.ts';
import { selectPayoutRequests, toFundPayoutRequest } from '../../fund/payouts/payout-request-row.ts';
import { virtualAccountBalanceColumns } from '../../fund/virtual-account-balance.ts';
import { tableStatusOf } from './payout-table.ts';

export interface PayoutRequestAddress {
  merchantCode: string;
  divisionCode: string;
  payoutRequestCode: string;
}

async function requirePayoutRequest(db: Queryable, address: PayoutRequestAddress) {
  await requireDivision(db, address);
  const [found] = await selectPayoutRequests(db).where(
    codeInDivision(payoutRequests, address.payoutRequestCode, address),
  );
  if (!found) throw notFound(messages.payoutRequestNotFound({ code: address.payoutRequestCode }));
  return found;
}

/**
 * A page of a payout request's balance mutations, oldest first: each ledger transaction that names the request,
 * with what it did to the confirmed and payout balances of the request's virtual account.
 */
export async function payoutRequestDetails(
  db: Queryable,
  address: PayoutRequestAddress,
  page: PageQuery,
): Promise<Page<PayoutRequestMutation>> {
  const { request } = await requirePayoutRequest(db, address);
  const mutations = sql`from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.virtual_account_code = ${request.virtualAccountCode}
    where t.reference = ${request.code}`;
  const [rows, [total]] = await Promise.all([
    selectRows<{
      code: string;
      type: PayoutRequestMutation['type'];
      status: PayoutRequestMutation['status'];
      currency: string;
      confirmed: string;
      payout: string;
      description: string | null;
      created_at: string;
    }>(
      db,
      sql`select t.code, t.type, t.status, t.currency, t.description,
          to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          coalesce(sum(p.amount) filter (where p.bucket = 'CONFIRMED'), 0)::text as confirmed,
          coalesce(sum(p.amount) filter (where p.bucket = 'PAYOUT'), 0)::text as payout
        ${mutations}
        group by t.id order by t.id limit ${page.limit} offset ${page.page * page.limit}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(distinct t.id)::int as total ${mutations}`),
  ]);
  return {
    elements: rows.map((row) => ({
      code: row.code,
      type: row.type,
      status: row.status,
      currency: row.currency,
      confirmedChange: Number(row.confirmed),
      payoutChange: Number(row.payout),
      description: row.description,
      createdAt: row.created_at,
    })),
    pageNumber: page.page,
    pageSize: page.limit,
    totalCount: Number(total?.total ?? 0),
  };
}

/** A payout request with its table status, its batch, its virtual account's balances now and its bank lines. */
export async function payoutRequestOverview(
  db: Queryable,
  address: PayoutRequestAddress,
): Promise<PayoutRequestOverview> {
  const found = await requirePayoutRequest(db, address);
  const { request } = found;
  const [account, lines, [regenerated]] = await Promise.all([
    db
      .select(virtualAccountBalanceColumns)
      .from(virtualAccounts)
      .where(eq(virtualAccounts.code, request.virtualAccountCode)),
    db
      .select()
      .from(bankStatementLines)
      .where(or(eq(bankStatementLines.payoutRequestCode, request.code), eq(bankStatementLines.reference, request.code)))
      .orderBy(bankStatementLines.bookedAt, bankStatementLines.code),
    db
      .select({ code: payoutRequests.code })
      .from(payoutRequests)
      .where(eq(payoutRequests.regeneratedFromCode, request.code)),
  ]);
  const [virtualAccount] = account;
  if (!virtualAccount) throw new Error(`payout request ${request.code} pays out from a missing virtual account`);
  return {
    payoutRequest: toFundPayoutRequest(found),
    status: tableStatusOf(request.status) ?? 'FAILED',
    payout: request.payoutCode ? await readPayoutBatch(db, { ...address, payoutCode: request.payoutCode }) : null,
    virtualAccount,
    bankLines: lines.map((line) => toBankLine(line)),
    regeneratedAs: regenerated?.code ?? null,
  };
}
