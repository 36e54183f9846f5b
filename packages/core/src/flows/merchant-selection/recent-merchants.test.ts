import { describe, expect, it } from 'vitest';
import {
  forgetMerchant,
  type RecentMerchant,
  readRecentMerchants,
  recentMerchantsLimit,
  rememberMerchant,
} from './recent-merchants.ts';

const entry = (merchantCode: string, divisionCode = 'D-1'): RecentMerchant => ({
  merchantCode,
  merchantName: `Merchant ${merchantCode}`,
  divisionCode,
  divisionName: 'Main',
});

describe('recent merchants', () => {
  it('puts a new merchant first and leaves a known one where it is, with its first division', () => {
    const recent = rememberMerchant([entry('A')], entry('B'));
    expect(recent.map((known) => known.merchantCode)).toEqual(['B', 'A']);
    expect(rememberMerchant(recent, entry('A', 'D-2'))).toEqual(recent);
  });

  it(`keeps the ${recentMerchantsLimit} most recent merchants`, () => {
    let recent: RecentMerchant[] = [];
    for (let index = 0; index < recentMerchantsLimit + 3; index += 1)
      recent = rememberMerchant(recent, entry(`M${index}`));
    expect(recent).toHaveLength(recentMerchantsLimit);
    expect(recent[0]?.merchantCode).toBe(`M${recentMerchantsLimit + 2}`);
  });

  it('forgets one merchant', () => {
    expect(forgetMerchant([entry('A'), entry('B')], 'A')).toEqual([entry('B')]);
  });

  it('reads an empty history from storage that holds something else', () => {
    expect(readRecentMerchants([entry('A')])).toEqual([entry('A')]);
    expect(readRecentMerchants(null)).toEqual([]);
    expect(readRecentMerchants([{ merchantCode: 'A' }])).toEqual([]);
    expect(readRecentMerchants('A')).toEqual([]);
  });
});
