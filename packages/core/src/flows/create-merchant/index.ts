export {
  type CreateMerchantContext,
  type CreateMerchantEmitted,
  type CreateMerchantEvent,
  type CreateMerchantMachine,
  canCreateMerchant,
  createCreateMerchantMachine,
} from './create-merchant-machine.ts';
export {
  type CreatedMerchant,
  createMerchantRefusal,
  createMerchantWithDivision,
  type MerchantCreator,
  merchantCreatorOf,
} from './merchant-creator.ts';
