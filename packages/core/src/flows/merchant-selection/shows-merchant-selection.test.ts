import { describe, expect, it } from 'vitest';
import { showsMerchantSelection } from './shows-merchant-selection.ts';

const situation = { signedIn: true, merchantCode: null, path: '/', knownRoute: true };

describe('when the merchant selection screen replaces the page', () => {
  it('replaces a page that needs a merchant when the query names none', () => {
    for (const path of ['/', '/overview', '/division', '/transactions', '/reports/division', '/sellers/AH-1/balance']) {
      expect(showsMerchantSelection({ ...situation, path })).toBe(true);
    }
  });

  it('leaves the page when a merchant is in the query, nobody is signed in, or the path is no route', () => {
    expect(showsMerchantSelection({ ...situation, merchantCode: 'M-1' })).toBe(false);
    expect(showsMerchantSelection({ ...situation, signedIn: false })).toBe(false);
    expect(showsMerchantSelection({ ...situation, path: '/nowhere', knownRoute: false })).toBe(false);
  });

  it('leaves the routes that work without a merchant', () => {
    for (const path of [
      '/bank-integration',
      '/balance-transfers',
      '/payouts/division-requests',
      '/kycChecks',
      '/payouts/requests/PR-123',
      '/payouts/requests',
      '/payouts',
      '/payouts/',
      '/psp-integration',
      '/sellers',
    ]) {
      expect(showsMerchantSelection({ ...situation, path })).toBe(false);
    }
  });
});
