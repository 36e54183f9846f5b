export {
  accountLookupDebounceMs,
  type BalanceTransferContext,
  type BalanceTransferEmitted,
  type BalanceTransferEvent,
  type BalanceTransferInput,
  type BalanceTransferMachine,
  createBalanceTransferMachine,
  type TransferSubmission,
} from './balance-transfer-machine.ts';
export {
  type BalanceTransferActor,
  type BalanceTransferSnapshot,
  startBalanceTransfer,
  whenTransfer,
} from './balance-transfer-run.ts';
export { type BalanceTransferCalls, balanceTransferCallsOf } from './transfer-calls.ts';
export {
  type AccountLookup,
  amountDisplay,
  amountOf,
  blankTransferDraft,
  type CheckedTransfer,
  checkTransferDraft,
  currencyOptions,
  type TransferAccounts,
  type TransferDraft,
  type TransferErrors,
  type TransferField,
} from './transfer-draft.ts';
export { type TransferRefusal, transferRefusalOf } from './transfer-refusal.ts';
