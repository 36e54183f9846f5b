import type { AccountHolderDetails } from '@ops/core/contract';
import { useCallback } from 'react';
import { useTransactionColumns } from '../../../domain-parts/transactions/transaction-columns.tsx';
import { useAppNavigate } from '../../../kit/links/use-app-navigate.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { DataTable, pageQueryState, useTableQuery } from '../../../ui/data-table/index.ts';
import { useSellerTransactions } from './use-seller.ts';

/**
 * The Transactions tab: the payments, refunds and chargebacks the seller has a share of, newest first, with the
 * transactions screen's columns; a split code opens its details there.
 */
export function TransactionsTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const [query, changeQuery] = useTableQuery([]);
  const transactions = useSellerTransactions(scope, seller.code, { page: query.page, pageSize: query.pageSize });
  const open = useCallback(
    (splitCode: string) => navigate('/transactions', { query: { search: splitCode, transaction: splitCode } }),
    [navigate],
  );
  const columns = useTransactionColumns(open);
  return (
    <DataTable
      id="seller-transactions"
      label={t.sellers.details.tabs.transactions()}
      columns={columns}
      {...pageQueryState(transactions)}
      query={query}
      onQueryChange={changeQuery}
      rowKey={(row) => row.splitCode}
    />
  );
}
