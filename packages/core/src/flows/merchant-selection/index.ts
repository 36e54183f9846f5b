export {
  type InMemoryMerchantDirectory,
  inMemoryMerchantDirectory,
  sampleMerchant,
} from './in-memory-merchant-directory.ts';
export { type MerchantDirectory, type MerchantSearchAnswer, merchantDirectoryOf } from './merchant-directory.ts';
export {
  createMerchantSearchMachine,
  isSearchableTerm,
  type MerchantSearchContext,
  type MerchantSearchEmitted,
  type MerchantSearchEvent,
  type MerchantSearchMachine,
  merchantSearchDebounceMs,
} from './merchant-search-machine.ts';
export {
  type BindingProblem,
  type BoundSelection,
  createMerchantSelectionMachine,
  type MerchantRef,
  type MerchantSelectionContext,
  type MerchantSelectionEmitted,
  type MerchantSelectionEvent,
  type MerchantSelectionInput,
  type MerchantSelectionMachine,
} from './merchant-selection-machine.ts';
export {
  forgetMerchant,
  type RecentMerchant,
  readRecentMerchants,
  recentMerchantsLimit,
  rememberMerchant,
} from './recent-merchants.ts';
export {
  type MerchantSelectionSituation,
  merchantFreeRoutePaths,
  showsMerchantSelection,
} from './shows-merchant-selection.ts';
