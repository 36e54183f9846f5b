import {
  type BalanceMutationType,
  type CurrencyGroupBalance,
  type GroupBalance,
  type GroupBalanceQuery,
  type MonthlySummary,
  transferSummaryColumn,
  type VirtualAccountType,
} from '@ops/core/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { selectRows } from '../../../ledger/sql-rows.ts';
import { type DivisionAddress, requireDivision } from '../../account-owner/scope.ts';

type MovementColumn = 'pspSettlement' | 'directDeposit' | 'payout' | 'transfer';

/**
 * The summary column each ledger transaction type feeds (see `monthlySummarySchema`): a new type must be placed
 * here before it compiles. Payouts go to the seller or division column by the account they left; balance transfers
 * stay inside the group and are summed from the transfers themselves.
 */
const movementColumn: Record<BalanceMutationType, MovementColumn> = {
  SPLIT: 'pspSettlement',
  SPLIT_REFUND: 'pspSettlement',
  PSP_FEE: 'pspSettlement',
  DEPOSIT: 'directDeposit',
  PAYOUT: 'payout',
  PAYOUT_RETURN: 'payout',
  BALANCE_TRANSFER: 'transfer',
};

interface MovementRow {
  currency: string;
  month: string;
  type: BalanceMutationType;
  account_type: VirtualAccountType;
  amount: string;
}

interface TransferRow {
  currency: string;
  month: string;
  type: keyof typeof transferSummaryColumn;
  amount: string;
}

interface TotalsRow {
  currency: string;
  total_balance: string;
  total_unreconciled: string;
  division_payout_balance: string;
  all_seller_payout_balance: string;
  pending_payout_balance: string;
}

type Columns = Omit<MonthlySummary, 'month' | 'monthResult' | 'endOfMonthBalance'>;
const emptyColumns = (): Columns => ({
  pspSettlement: 0,
  directDeposit: 0,
  corrections: 0,
  invoice: 0,
  sellerPayout: 0,
  divisionPayout: 0,
});

/** YYYY-MM of the month after `month`. */
function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/**
 * A division's group balance per currency: its totals now, from the stored balances and the waiting payout
 * requests, and a summary of every month from its first movement (or `fromMonth`) to the current month (or
 * `toMonth`), newest first, from the postings on its accounts' confirmed and payout balances.
 */
export async function getGroupBalance(
  db: Queryable,
  address: DivisionAddress,
  query: GroupBalanceQuery,
  now: Date = new Date(),
): Promise<GroupBalance> {
  await requireDivision(db, address);
  const { divisionCode } = address;
  const [totals, movements, transfers] = await Promise.all([
    selectRows<TotalsRow>(
      db,
      sql`select account.currency,
          (sum(account.confirmed_balance) + sum(account.payout_balance))::text as total_balance,
          sum(account.pending_balance)::text as total_unreconciled,
          coalesce(sum(account.payout_balance) filter (where account.type = 'DIVISION_INCOME'), 0)::text
            as division_payout_balance,
          coalesce(sum(account.payout_balance) filter (where account.type = 'SELLER'), 0)::text
            as all_seller_payout_balance,
          coalesce((select sum(request.amount) from payout_requests request
            where request.division_code = ${divisionCode} and request.status = 'WAITING'
              and request.source_currency = account.currency), 0)::text as pending_payout_balance
        from virtual_accounts account where account.division_code = ${divisionCode}
        group by account.currency order by account.currency`,
    ),
    selectRows<MovementRow>(
      db,
      sql`select posting.currency, to_char(posting.created_at at time zone 'UTC', 'YYYY-MM') as month,
          ledger_transaction.type, account.type as account_type, sum(posting.amount)::text as amount
        from virtual_accounts account
        join ledger_postings posting on posting.virtual_account_code = account.code
        join ledger_transactions ledger_transaction on ledger_transaction.id = posting.transaction_id
        where account.division_code = ${divisionCode} and posting.bucket in ('CONFIRMED', 'PAYOUT')
        group by 1, 2, 3, 4`,
    ),
    selectRows<TransferRow>(
      db,
      sql`select currency, to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, type,
          sum(amount)::text as amount
        from balance_transfers where division_code = ${divisionCode} group by 1, 2, 3`,
    ),
  ]);
  const currentMonth = now.toISOString().slice(0, 7);
  return {
    merchantCode: address.merchantCode,
    divisionCode,
    currencies: totals.map((row) => ({
      currency: row.currency,
      totalBalance: Number(row.total_balance),
      totalUnreconciled: Number(row.total_unreconciled),
      divisionPayoutBalance: Number(row.division_payout_balance),
      allSellerPayoutBalance: Number(row.all_seller_payout_balance),
      pendingPayoutBalance: Number(row.pending_payout_balance),
      months: monthlySummary(
        movements.filter((movement) => movement.currency === row.currency),
        transfers.filter((transfer) => transfer.currency === row.currency),
        { fromMonth: query.fromMonth, toMonth: query.toMonth ?? currentMonth },
      ),
    })),
  };
}

function monthlySummary(
  movements: MovementRow[],
  transfers: TransferRow[],
  range: { fromMonth: string | undefined; toMonth: string },
): CurrencyGroupBalance['months'] {
  const columnsByMonth = new Map<string, Columns>();
  const columnsOf = (month: string) => {
    const columns = columnsByMonth.get(month) ?? emptyColumns();
    columnsByMonth.set(month, columns);
    return columns;
  };
  // Transfers inside the division net to zero on its accounts; an invoice paid to the platform leaves the group.
  const transferredOut = new Map<string, number>();
  for (const movement of movements) {
    const columns = columnsOf(movement.month);
    const amount = Number(movement.amount);
    switch (movementColumn[movement.type]) {
      case 'pspSettlement':
        columns.pspSettlement += amount;
        break;
      case 'directDeposit':
        columns.directDeposit += amount;
        break;
      case 'payout':
        if (movement.account_type === 'SELLER') columns.sellerPayout += amount;
        else columns.divisionPayout += amount;
        break;
      case 'transfer':
        transferredOut.set(movement.month, (transferredOut.get(movement.month) ?? 0) + amount);
        break;
    }
  }
  for (const transfer of transfers)
    columnsOf(transfer.month)[transferSummaryColumn[transfer.type]] += Number(transfer.amount);

  const firstMonth = [...columnsByMonth.keys()].sort()[0];
  if (!firstMonth) return [];
  const months: MonthlySummary[] = [];
  let balance = 0;
  for (let month = firstMonth; month <= range.toMonth; month = nextMonth(month)) {
    const columns = columnsByMonth.get(month) ?? emptyColumns();
    const monthResult =
      columns.pspSettlement +
      columns.directDeposit +
      columns.sellerPayout +
      columns.divisionPayout +
      (transferredOut.get(month) ?? 0);
    balance += monthResult;
    if (range.fromMonth && month < range.fromMonth) continue;
    months.push({ month, ...columns, monthResult, endOfMonthBalance: balance });
  }
  return months.reverse();
}
