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
export { isSellerSearchReady, sellerSearchMinLength, splitSellerOf } from './split-seller.ts';
