export { acquirerColumns } from './acquirer-columns.ts';
export { approvalRequestColumns } from './approval-request-columns.ts';
export { activityColumns, auditColumns } from './audit-columns.ts';
export { balanceTransferColumns } from './balance-transfer-columns.ts';
export { bankLineCandidateColumns } from './bank-line-candidate-columns.ts';
export { bankLineColumns } from './bank-line-columns.ts';
export { bankLineExceptionColumns } from './bank-line-exception-columns.ts';
export { type DivisionConfigField, divisionConfigFields } from './division-config-fields.ts';
export { feeContractColumns, invoiceColumns } from './invoice-columns.ts';
export { jobColumns, jobQueueColumns } from './job-columns.ts';
export { jobScheduleColumns, scheduleRuleText } from './job-schedule-columns.ts';
export { kycHistoryColumns, kycTaskColumns } from './kyc-task-columns.ts';
export {
  type CellFormat,
  cellValue,
  columnHeader,
  csvMoney,
  type ListCell,
  type ListColumn,
  listColumns,
  type MoneyCell,
} from './list-column.ts';
export {
  type MachineField,
  type MachineRecord,
  machineFieldsOf,
  machineRecordOf,
  singleAmountOf,
} from './machine-fields.ts';
export { merchantUserColumns } from './merchant-user-columns.ts';
export { payoutBatchColumns } from './payout-batch-columns.ts';
export { payoutRequestColumns } from './payout-request-columns.ts';
export { pspReportCandidateColumns } from './psp-report-candidate-columns.ts';
export { pspReportColumns } from './psp-report-columns.ts';
export { pspReportItemExceptionColumns } from './psp-report-item-exception-columns.ts';
export { pspSettlementColumns } from './psp-settlement-columns.ts';
export { reportColumns } from './report-columns.ts';
export { savedViewColumns } from './saved-view-columns.ts';
export { sellerColumns, sellerOwnerColumns } from './seller-columns.ts';
export { transactionColumns } from './transaction-columns.ts';
