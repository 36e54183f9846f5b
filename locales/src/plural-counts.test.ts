import { describe, expect, it } from 'vitest';
import { i18nObject } from './index.js';

const en = i18nObject('en');
const nl = i18nObject('nl');

describe('counts read in the singular for one and the plural otherwise', () => {
  it("Overview's merchants, divisions and virtual accounts", () => {
    expect(en.balances.overview.counts({ merchants: 1, divisions: 1, accounts: 1 })).toBe(
      '1 merchant, 1 division, 1 virtual account',
    );
    expect(en.balances.overview.counts({ merchants: 2, divisions: 2, accounts: 2 })).toBe(
      '2 merchants, 2 divisions, 2 virtual accounts',
    );
    expect(nl.balances.overview.counts({ merchants: 1, divisions: 1, accounts: 1 })).toBe(
      '1 merchant, 1 divisie, 1 virtuele rekening',
    );
    expect(nl.balances.overview.counts({ merchants: 2, divisions: 2, accounts: 2 })).toBe(
      '2 merchants, 2 divisies, 2 virtuele rekeningen',
    );
  });

  it('the failed share of bulk payout processing, in the spec words for several', () => {
    expect(en.errors.bulkRequestsFailed({ failed: 1, total: 1 })).toBe('1 of 1 request has failed');
    expect(en.errors.bulkRequestsFailed({ failed: 1, total: 2 })).toBe('1 of 2 requests have failed');
    expect(nl.errors.bulkRequestsFailed({ failed: 1, total: 1 })).toBe('1 van 1 verzoek is mislukt');
    expect(nl.errors.bulkRequestsFailed({ failed: 1, total: 2 })).toBe('1 van 2 verzoeken zijn mislukt');
  });

  it('the payout processing screen and its confirmation', () => {
    expect(en.payoutScreens.requests.confirmProcessMatching({ count: 1 })).toBe(
      'Process the 1 request that matches the filter?',
    );
    expect(en.payoutScreens.requests.confirmProcessMatching({ count: 2 })).toBe(
      'Process all 2 requests that match the filter?',
    );
    expect(nl.payoutScreens.requests.confirmProcessMatching({ count: 1 })).toBe(
      'Het 1 verzoek verwerken dat aan het filter voldoet?',
    );
    expect(nl.payoutScreens.requests.confirmProcessMatching({ count: 2 })).toBe(
      'Alle 2 verzoeken verwerken die aan het filter voldoen?',
    );
  });

  it('the rows matching a table filter', () => {
    expect(en.table.allMatchingSelected({ count: 1 })).toBe('The 1 row matching the filter is selected');
    expect(en.table.allMatchingSelected({ count: 2 })).toBe('All 2 rows matching the filter are selected');
    expect(nl.table.allMatchingSelected({ count: 1 })).toBe('De 1 rij die aan het filter voldoet is geselecteerd');
    expect(nl.table.allMatchingSelected({ count: 2 })).toBe(
      'Alle 2 rijen die aan het filter voldoen zijn geselecteerd',
    );
  });

  it('the minimum length of a merchant search', () => {
    expect(en.merchants.selection.minimumLength({ min: 1 })).toBe('Type at least 1 letter to search by name');
    expect(en.merchants.selection.minimumLength({ min: 3 })).toBe('Type at least 3 letters to search by name');
    expect(nl.merchants.selection.minimumLength({ min: 1 })).toBe('Typ minstens 1 letter om op naam te zoeken');
    expect(nl.merchants.selection.minimumLength({ min: 3 })).toBe('Typ minstens 3 letters om op naam te zoeken');
  });

  it('the requests the cli processed, and those that were not waiting', () => {
    expect(en.cli.process.allProcessed({ total: 1, accepted: 0, skipped: 1 })).toBe(
      'The 1 request went through (0 accepted, 1 was not waiting)',
    );
    expect(nl.cli.process.allProcessed({ total: 2, accepted: 0, skipped: 2 })).toBe(
      'Alle 2 verzoeken zijn verwerkt (0 geaccepteerd, 2 wachtten niet meer)',
    );
  });
});
