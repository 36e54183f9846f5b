import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import type { ListColumnAdditions } from '../../../ui/data-table/list-table-columns.ts';
import { MoneyAmount } from '../../../ui/money/money-amount.tsx';

/** What every workbench candidate has: its open amount and the line's difference with it. */
interface ScoredCandidate {
  amount: number;
  difference: number;
  currency: string;
}

/**
 * The first columns of either side's candidates, from its list columns (`listTableColumns`): the score, the code,
 * the difference beside it and the amount.
 */
export function scoredCandidateColumns<Row extends ScoredCandidate>(
  column: (field: string, additions?: ListColumnAdditions<Row>) => DataTableColumn<Row>,
): DataTableColumn<Row>[] {
  return [
    column('score', { kind: 'amount', size: 72 }),
    column('code', { kind: 'code', size: 150 }),
    column('difference', {
      kind: 'amount',
      size: 120,
      cell: (row) => <MoneyAmount amount={row.difference} currency={row.currency} />,
    }),
    column('amount', {
      kind: 'amount',
      size: 130,
      cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} />,
    }),
  ];
}
