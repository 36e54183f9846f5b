import type { ExceptionReason } from '../contract/index.ts';
import type { ListColumn } from './list-column.ts';

/** What both exceptions queues (bank and PSP) show of a line's judgement: why no rule placed it, how many fit it. */
export const exceptionJudgementColumns = <
  Row extends { reason: ExceptionReason; candidateCount: number },
>(): ListColumn<Row>[] => [
  { field: 'reason', headerKey: 'reconciliation.exceptions.columns.reason', value: (row) => row.reason },
  {
    field: 'candidateCount',
    kind: 'integer',
    headerKey: 'reconciliation.exceptions.columns.candidateCount',
    value: (row) => row.candidateCount,
  },
];
