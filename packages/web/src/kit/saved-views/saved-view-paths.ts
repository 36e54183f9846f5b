import type { SavedView, SavedViewList } from '@ops/core/contract';
import { viewQueryKey } from './list-view-state.ts';

/** Where each list of core's saved view lists is shown. */
export const savedViewListPaths: Readonly<Record<SavedViewList, string>> = {
  sellers: '/sellers',
  kycChecks: '/kycChecks',
  transactions: '/transactions',
  balanceTransfers: '/balance-transfers',
  payoutRequests: '/payouts/requests',
  payoutBatches: '/payouts',
  pspLines: '/psp-integration',
  bankLines: '/bank-integration',
  reports: '/reports',
  invoices: '/invoices',
  activity: '/activity',
};

/**
 * A view's address: its list (its tab, on a list with tabs) with `view=<id>`, bound to its merchant and division when
 * it belongs to one.
 */
export function savedViewTarget(view: SavedView): { path: string; query: Record<string, string> } {
  const list = savedViewListPaths[view.list];
  return {
    path: view.state.tab === undefined ? list : `${list}/${view.state.tab}`,
    query: {
      [viewQueryKey]: String(view.id),
      ...(view.merchantCode && view.divisionCode
        ? { merchantCode: view.merchantCode, divisionCode: view.divisionCode }
        : {}),
    },
  };
}
