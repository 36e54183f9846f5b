export { type QueryCompletion, type QueryCompletions, completeListQuery } from './complete-list-query.ts';
export { formatClause, formatListQuery } from './format-list-query.ts';
export { type ListQuery, type QueryClause, emptyListQuery } from './list-query.ts';
export { payoutRequestQueryFields, transactionQueryFields } from './list-query-fields.ts';
export { type ListQueryResult, parseListQuery } from './parse-list-query.ts';
export { dayRangeOf, type QueryDayRange, queryDay } from './query-days.ts';
export { chosenDays, chosenValues, withChosenDays, withChosenValues, withSearchText } from './query-edits.ts';
export {
  type ListQueryError,
  type ListQueryErrorKey,
  listQueryErrorKeys,
  listQueryErrorMessage,
  maxQueryLength,
} from './query-error.ts';
export {
  fieldNamed,
  type ListQueryFields,
  operatorsOf,
  type QueryField,
  type QueryFieldKind,
  type QueryOperator,
  queryOperators,
} from './query-field.ts';
export { normalValue, relativeDayExamples } from './query-values.ts';
