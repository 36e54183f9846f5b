import {
  emptyItemGroup,
  emptyShare,
  emptySplitForm,
  type ItemGroupForm,
  type SellerShareForm,
  type SplitForm,
} from '@ops/core/splits';

/** The creator's form as React holds it: each seller row and item group with a key that survives removals. */
export interface GroupRow extends ItemGroupForm {
  key: number;
}

export interface ShareRow extends Omit<SellerShareForm, 'itemGroups'> {
  key: number;
  itemGroups: GroupRow[];
}

export interface SplitRows extends Omit<SplitForm, 'sellers'> {
  sellers: ShareRow[];
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

export const newGroupRow = (): GroupRow => ({ ...emptyItemGroup(), key: nextKey() });
export const newShareRow = (): ShareRow => ({ ...emptyShare(), itemGroups: [], key: nextKey() });
export const newSplitRows = (currency: string): SplitRows => ({
  ...emptySplitForm(currency),
  sellers: [newShareRow()],
});

/** The list with the item at `index` changed. */
export const replaceAt = <T>(items: readonly T[], index: number, change: (item: T) => T): T[] =>
  items.map((item, at) => (at === index ? change(item) : item));

export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);
