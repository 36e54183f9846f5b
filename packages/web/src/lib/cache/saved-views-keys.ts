import type { MerchantScope } from '@ops/core/api';
import type { SavedViewList } from '@ops/core/contract';
import { cacheKey } from './cache-key.ts';

/** Saved views (issue 31): a list's views in a scope (the list header), and every view the palette offers. */
export const savedViewsKeys = {
  list: (list: SavedViewList | undefined, scope: MerchantScope | undefined) =>
    [
      ...cacheKey('savedViews'),
      'list',
      list ?? null,
      scope?.merchantCode ?? null,
      scope?.divisionCode ?? null,
    ] as const,
};
