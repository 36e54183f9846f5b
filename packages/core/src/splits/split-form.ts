/** A seller picked in the split creator: who it is, and the currencies of its virtual accounts. */
export interface SplitSeller {
  code: string;
  name: string;
  /** The currencies the seller has a virtual account in: a share in another currency has nowhere to go. */
  currencies: readonly string[];
}

/** An item group of a seller's share as typed: amounts in minor units of the split's currency ('1250' EUR is €12.50). */
export interface ItemGroupForm {
  externalRef: string;
  productItemAmount: string;
  shippingFee: string;
  discount: string;
  platformDiscount: string;
  commission: string;
  handlingFee: string;
  vat: string;
}

/** A seller's share as typed: the seller once picked, its amount in minor units, and its item groups. */
export interface SellerShareForm {
  seller: SplitSeller | undefined;
  amount: string;
  externalRef: string;
  itemGroups: readonly ItemGroupForm[];
}

/** The split creator's fields (spec section 3), amounts as the user types them, in minor units (spec section 9). */
export interface SplitForm {
  psp: string;
  pspReference: string;
  paymentMethod: string;
  description: string;
  currency: string;
  totalAmount: string;
  /** The split's external reference. */
  reference: string;
  sellers: readonly SellerShareForm[];
}

export const emptyItemGroup = (): ItemGroupForm => ({
  externalRef: '',
  productItemAmount: '',
  shippingFee: '',
  discount: '',
  platformDiscount: '',
  commission: '',
  handlingFee: '',
  vat: '',
});

export const emptyShare = (): SellerShareForm => ({ seller: undefined, amount: '', externalRef: '', itemGroups: [] });

/** A new split in the currency: one seller row to fill in. */
export const emptySplitForm = (currency: string): SplitForm => ({
  psp: '',
  pspReference: '',
  paymentMethod: '',
  description: '',
  currency,
  totalAmount: '',
  reference: '',
  sellers: [emptyShare()],
});
