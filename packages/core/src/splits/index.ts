export { checkSplitForm, type SplitFormCheck, type SplitPaymentRequest } from './check-split-form.ts';
export {
  emptyItemGroup,
  emptyShare,
  emptySplitForm,
  type ItemGroupForm,
  type SellerShareForm,
  type SplitForm,
  type SplitSeller,
} from './split-form.ts';
export {
  checkSplitRefundForm,
  isRefundable,
  paymentSellersOf,
  refundableAmount,
  refundFormOf,
  type SplitRefundForm,
  type SplitRefundFormCheck,
  type SplitRefundRequest,
  type SplitRefundType,
} from './split-refund-form.ts';
export { isSellerSearchReady, sellerSearchMinLength, splitSellerOf } from './split-seller.ts';
export { readTypedAmount, typedAmountInMajorUnits } from './typed-amount.ts';
