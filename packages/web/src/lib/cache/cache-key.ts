import type { CacheDomain } from '@ops/core/actions';
import type { MerchantScope } from '@ops/core/api';

/**
 * The first element of every query key of a domain: core's cache domain name, the same name an action declares in
 * what it changes, so refreshing a domain (`useRefreshCaches`) reaches every query of it.
 */
export const cacheKey = <Domain extends CacheDomain>(domain: Domain) => [domain] as const;

/** A domain's queries of one bound merchant and division. */
export const scopedKey = <Domain extends CacheDomain>(domain: Domain, scope: MerchantScope) =>
  [domain, scope.merchantCode, scope.divisionCode] as const;
