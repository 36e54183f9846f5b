export { completeListQuery, type QueryCompletion, type QueryCompletions } from './complete-list-query.ts';
export { formatListQuery } from './format-list-query.ts';
export { invoiceQueryFields } from './invoice-query-fields.ts';
export { emptyListQuery, type ListQuery, type QueryClause } from './list-query.ts';
export {
  activityQueryFields,
  balanceTransferQueryFields,
  bankLineQueryFields,
  kycTaskQueryFields,
  payoutBatchQueryFields,
  payoutRequestQueryFields,
  pspLineQueryFields,
  transactionQueryFields,
} from './list-query-fields.ts';
export { type ListQueryResult, parseListQuery } from './parse-list-query.ts';
export { dayRangeOf, type QueryDayRange, queryDay } from './query-days.ts';
export { chosenDays, chosenValues, withChosenDays, withChosenValues, withSearchText } from './query-edits.ts';
export { type ListQueryError, type ListQueryErrorKey, listQueryErrorMessage } from './query-error.ts';
export type { ListQueryFields, QueryField, QueryFieldKind, QueryOperator } from './query-field.ts';
export { reportQueryFields } from './report-query-fields.ts';
export { sellerQueryFields } from './seller-query-fields.ts';
