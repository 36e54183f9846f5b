/** The tabs of the division page (spec section 2), in order; the tab on view is the query's `tab`. */
export const divisionTabs = ['balance', 'externalAccounts', 'payoutRequests'] as const;
export type DivisionTab = (typeof divisionTabs)[number];

export function divisionTabOf(search: string): DivisionTab {
  const tab = new URLSearchParams(search).get('tab');
  return divisionTabs.find((known) => known === tab) ?? 'balance';
}
