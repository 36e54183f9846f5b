import type { MerchantScope } from '@ops/core/api';
import type { BankLineException } from '@ops/core/contract';
import { bankLineExceptionColumns } from '@ops/core/lists';
import { defaultPageSize } from '@ops/core/paging';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Card } from '../../../ui/card/card.tsx';
import { DataTable, pageQueryState, type TableQuery } from '../../../ui/data-table/index.ts';
import { listTableColumns } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';
import { useBankLineExceptions } from './use-workbench.ts';

/**
 * The workbench's exceptions queue (issue 34): the unmatched payment lines no rule placed, newest first, each with
 * why against the division's open payouts and tolerance rule. Its pages are its own (the address holds the lines').
 */
export function ExceptionsTable({ scope }: { scope: MerchantScope }) {
  const { t, locale } = useI18n();
  const labels = t.bankIntegration.exceptions;
  const [query, setQuery] = useState<TableQuery<never>>({
    page: 1,
    pageSize: defaultPageSize,
    sort: undefined,
    filters: {},
  });
  const exceptions = useBankLineExceptions(scope, query.page, query.pageSize);
  const columns = useMemo(() => {
    const column = listTableColumns(bankLineExceptionColumns, t, locale);
    return [
      column('code', { kind: 'code', size: 150 }),
      column('reason', { cell: (row) => labels.reasons[row.reason](), size: 220 }),
      column('amount', {
        kind: 'amount',
        size: 110,
        cell: (row) => <MoneyAmount amount={-row.line.amount} currency={row.line.currency} />,
      }),
      column('bookingDate', { size: 110 }),
      column('candidateCount', { kind: 'amount', size: 100 }),
    ];
  }, [t, locale, labels]);
  return (
    <Card title={labels.title()} titleId="bank-line-exceptions-title" description={labels.description()}>
      <DataTable<BankLineException>
        id="bank-line-exceptions"
        label={labels.title()}
        columns={columns}
        query={query}
        onQueryChange={(change) => setQuery({ ...query, ...change, filters: {} })}
        {...pageQueryState(exceptions)}
        rowKey={(row) => row.line.code}
      />
    </Card>
  );
}
