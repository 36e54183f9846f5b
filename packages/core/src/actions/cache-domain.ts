/**
 * The caches an action can change. Each web domain's query keys start with one of these names (its query-key
 * factory), so an action that declares `changes: ['sellers']` refreshes every sellers query, whoever ran it:
 * a button, the palette or a shortcut.
 */
export const cacheDomains = [
  'merchants',
  'divisions',
  'sellers',
  'transactions',
  'balanceTransfers',
  'payouts',
  'fundsOverview',
  'bankLines',
  'pspReports',
  'kycChecks',
  'invoices',
  'merchantUsers',
  'reports',
  'approvals',
  'opsAccounts',
  /** Background jobs (issue 33): retried, redriven or cancelled. */
  'jobs',
  /** Saved views of the lists (issue 31): the list headers' views and the palette's "Open view …". */
  'savedViews',
  /** The activity feed (issue 30): no action declares it, the feed asks for what is new every second. */
  'activity',
] as const;
export type CacheDomain = (typeof cacheDomains)[number];

/**
 * What every movement of money changes besides its own list: the sellers' and divisions' balances, and the funds
 * overview.
 */
export const balanceCaches = ['sellers', 'divisions', 'fundsOverview'] as const satisfies readonly CacheDomain[];
