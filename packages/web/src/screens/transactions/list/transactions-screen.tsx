import { cancelTransactionAction, createSplitAction } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';
import type { TransactionRow } from '@ops/core/contract';
import { formatListQuery, transactionQueryFields } from '@ops/core/list-query';
import { type FocusEvent, useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTransactionColumns } from '../../../domain-parts/transactions/transaction-columns.tsx';
import { useActionAllowed } from '../../../kit/actions/use-action-allowed.ts';
import { useActionSelection } from '../../../kit/actions/use-action-selection.ts';
import { useActionSubject } from '../../../kit/actions/use-action-subject.ts';
import { usePageTitle } from '../../../kit/page-title.tsx';
import { SavedViewBar } from '../../../kit/saved-views/saved-view-bar.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMerchantScope } from '../../../lib/merchant-selection/merchant-selection-provider.tsx';
import { hrefOf } from '../../../lib/merchant-selection/query-codes.ts';
import { Button } from '../../../ui/button/index.ts';
import {
  DataTable,
  noSelection,
  pageQueryState,
  type TableSelection,
  useTableQuery,
} from '../../../ui/data-table/index.ts';
import { ListQueryField } from '../../../ui/filter-bar/index.ts';
import { Modal } from '../../../ui/modal/index.ts';
import { PageHeader } from '../../../ui/page-header/index.ts';
import { useTransactionPages, useTransactions } from '../common/transaction-queries.ts';
import { RefundPayment } from '../details/refund-payment.tsx';
import { TransactionDetails } from '../details/transaction-details.tsx';
import { SplitCreator } from '../split-creator/index.ts';
import { TransactionFilterBar } from './transaction-filter-bar.tsx';
import type { TransactionFilters } from './transaction-filters.ts';
import {
  filtersOfQuery,
  queryWithFilters,
  transactionListStateOf,
  transactionQueryKeys,
  transactionStateParams,
} from './transaction-list-query.ts';
import './transactions-screen.css';
import { useRefreshCaches } from '../../../lib/cache/use-refresh-caches.ts';

/** The filters a saved view keeps besides its query (`q`). */
const transactionViewFilterKeys = transactionQueryKeys.filter((key) => key !== 'q');

/** The URL parameter naming the transaction whose details are open. */
const openParameter = 'transaction';

/**
 * `/transactions` (spec section 2): the bound division's payments, refunds and chargebacks with their filters, a
 * transaction's detail modal (`?transaction=` in the URL, so Back and a reload keep it), and the split creator.
 */
export function TransactionsScreen() {
  const { t } = useI18n();
  usePageTitle(t.transactionScreens.title());
  const scope = useMerchantScope();
  if (!scope) return null;
  return <TransactionsBody scope={scope} />;
}

function TransactionsBody({ scope }: { scope: MerchantScope }) {
  const { t } = useI18n();
  const labels = t.transactionScreens;
  const search = useSearch();
  const [location, setLocation] = useLocation();
  const [query, changeQuery] = useTableQuery(transactionQueryKeys);
  const filterKey = JSON.stringify(query.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state changes when its URL text does
  const state = useMemo(() => transactionListStateOf(query.filters), [filterKey]);
  const filters = useMemo(() => filtersOfQuery(state.query), [state]);
  const applied = formatListQuery(state.query);
  const transactions = useTransactions(scope, applied, query.page, query.pageSize);
  const fetchPage = useTransactionPages(scope, applied);
  const applyQuery = useCallback(
    (text: string) => changeQuery({ filters: transactionStateParams(text) }),
    [changeQuery],
  );
  const openCode = new URLSearchParams(search).get(openParameter) ?? undefined;
  const [focusedCode, setFocusedCode] = useState<string | undefined>(undefined);
  const [creatingSplit, setCreatingSplit] = useState(false);
  const mayCreateSplit = useActionAllowed(createSplitAction);
  const [refundingCode, setRefundingCode] = useState<string | undefined>(undefined);
  const refreshCaches = useRefreshCaches();
  const splitCreated = () => {
    setCreatingSplit(false);
    void refreshCaches(['transactions']);
  };

  const showDetails = useCallback(
    (code: string | undefined, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(window.location.search);
      if (code) next.set(openParameter, code);
      else next.delete(openParameter);
      setLocation(hrefOf(location, next), options);
    },
    [location, setLocation],
  );
  const columns = useTransactionColumns(showDetails);
  // Selected rows (x, Shift with j or k, or their boxes): the palette offers cancelling them all, one confirmation,
  // then says row by row what was cancelled and what the platform refused (a reconciled transaction).
  const mayCancel = useActionAllowed(cancelTransactionAction);
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const selectedCodes = selection.mode === 'rows' ? selection.keys : [];
  useActionSelection('splitCode', selectedCodes, (done) =>
    setSelection((current) =>
      current.mode === 'rows' ? { mode: 'rows', keys: current.keys.filter((key) => !done.includes(key)) } : current,
    ),
  );
  const rowHref = (row: TransactionRow) => {
    const next = new URLSearchParams(window.location.search);
    next.set(openParameter, row.splitCode);
    return hrefOf(location, next);
  };
  const subjectCode = openCode ?? focusedCode;
  useActionSubject(subjectCode ? { splitCode: subjectCode } : undefined, {
    'transactions.createSplit': () => setCreatingSplit(true),
    ...(subjectCode
      ? {
          'transactions.open': () => showDetails(subjectCode),
          'transactions.refund': () => setRefundingCode(subjectCode),
        }
      : {}),
  });

  const rows = transactions.data?.elements;
  // The palette offers a transaction's actions while its row has the focus (and afterwards, until another has).
  const rememberFocusedRow = (event: FocusEvent<HTMLDivElement>) => {
    const index = event.target.closest('tr[data-row-index]')?.getAttribute('data-row-index');
    const row = index === undefined || index === null ? undefined : rows?.[Number(index)];
    if (row) setFocusedCode(row.splitCode);
  };

  return (
    <div className="transactions-screen">
      <PageHeader
        description={labels.description()}
        actions={
          mayCreateSplit ? (
            <Button variant="primary" onClick={() => setCreatingSplit(true)}>
              {labels.createSplit()}
            </Button>
          ) : undefined
        }
      />
      <SavedViewBar
        list="transactions"
        tableId="transactions"
        filterKeys={transactionViewFilterKeys}
        columnIds={columns.map((column) => column.id)}
      />
      <TransactionFilterBar
        filters={filters}
        onChange={(next: TransactionFilters) => applyQuery(formatListQuery(queryWithFilters(state.query, next)))}
        onClear={() => applyQuery('')}
        queryField={<ListQueryField fields={transactionQueryFields} value={state.text} onApply={applyQuery} />}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to where the focus goes inside the table */}
      <div onFocus={rememberFocusedRow}>
        <DataTable<TransactionRow>
          id="transactions"
          label={labels.title()}
          columns={columns}
          query={query}
          onQueryChange={changeQuery}
          {...pageQueryState(transactions)}
          rowKey={(row) => row.splitCode}
          onOpenRow={(row) => showDetails(row.splitCode)}
          rowHref={rowHref}
          selection={
            mayCancel
              ? {
                  value: selection,
                  onChange: setSelection,
                  rowLabel: (row) => labels.selectTransaction({ code: row.splitCode }),
                }
              : undefined
          }
          csvExport={{ fileName: 'transactions.csv', fetchPage }}
        />
      </div>
      {refundingCode ? (
        <RefundPayment scope={scope} splitCode={refundingCode} onClose={() => setRefundingCode(undefined)} />
      ) : openCode ? (
        <TransactionDetails
          key={openCode}
          scope={scope}
          splitCode={openCode}
          onOpen={(code) => showDetails(code)}
          onClose={() => showDetails(undefined, { replace: true })}
          onRefund={() => setRefundingCode(openCode)}
        />
      ) : null}
      <Modal open={creatingSplit && mayCreateSplit} onOpenChange={setCreatingSplit} title={t.splitCreator.title()} wide>
        <SplitCreator onDone={splitCreated} onCancel={() => setCreatingSplit(false)} />
      </Modal>
    </div>
  );
}
