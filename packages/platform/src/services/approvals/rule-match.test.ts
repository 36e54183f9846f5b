import type { ApprovalRule } from '@ops/core/contract';
import { describe, expect, it } from 'vitest';
import { sourceOf } from '../../http/call-source.ts';
import type { HeldSubject } from './held-actions.ts';
import { ruleHolds } from './rule-match.ts';

const rule = (terms: Partial<ApprovalRule>) => ({
  actionKinds: ['BALANCE_TRANSFER' as const],
  join: 'ALL' as const,
  conditions: [],
  enabled: true,
  ...terms,
});
const subject = (terms: Partial<HeldSubject>): HeldSubject => ({
  merchantCode: 'M',
  divisionCode: 'D',
  amount: 100_000,
  currency: 'EUR',
  itemCount: null,
  ...terms,
});
const atLeast = (amount: number, currency = 'EUR') => ({ kind: 'AMOUNT_AT_LEAST' as const, currency, amount });

describe('ruleHolds', () => {
  it('holds its own kinds only, and nothing when disabled', () => {
    expect(ruleHolds(rule({}), 'BALANCE_TRANSFER', subject({}), 'API')).toBe(true);
    expect(ruleHolds(rule({}), 'SPLIT_REFUND', subject({}), 'API')).toBe(false);
    expect(ruleHolds(rule({ enabled: false }), 'BALANCE_TRANSFER', subject({}), 'API')).toBe(false);
  });

  it('compares amounts at or above the threshold in the same currency', () => {
    const terms = rule({ conditions: [atLeast(100_000)] });
    expect(ruleHolds(terms, 'BALANCE_TRANSFER', subject({ amount: 100_000 }), 'API')).toBe(true);
    expect(ruleHolds(terms, 'BALANCE_TRANSFER', subject({ amount: 99_999 }), 'API')).toBe(false);
    expect(ruleHolds(terms, 'BALANCE_TRANSFER', subject({ currency: 'GBP' }), 'API')).toBe(false);
    expect(ruleHolds(terms, 'BALANCE_TRANSFER', subject({ amount: null }), 'API')).toBe(true);
  });

  it('joins conditions with and or or', () => {
    const conditions = [atLeast(500_000), { kind: 'SOURCE' as const, sources: ['CLI' as const] }];
    const all = rule({ conditions, join: 'ALL' });
    const any = rule({ conditions, join: 'ANY' });
    expect(ruleHolds(all, 'BALANCE_TRANSFER', subject({}), 'CLI')).toBe(false);
    expect(ruleHolds(any, 'BALANCE_TRANSFER', subject({}), 'CLI')).toBe(true);
    expect(ruleHolds(any, 'BALANCE_TRANSFER', subject({}), 'WEB')).toBe(false);
    expect(ruleHolds(all, 'BALANCE_TRANSFER', subject({ amount: 500_000 }), 'CLI')).toBe(true);
  });

  it('counts items for bulk processing', () => {
    const terms = rule({
      actionKinds: ['BULK_PAYOUT_PROCESSING'],
      conditions: [{ kind: 'ITEMS_MORE_THAN', count: 10 }],
    });
    expect(ruleHolds(terms, 'BULK_PAYOUT_PROCESSING', subject({ itemCount: 11 }), 'CLI')).toBe(true);
    expect(ruleHolds(terms, 'BULK_PAYOUT_PROCESSING', subject({ itemCount: 10 }), 'CLI')).toBe(false);
  });
});

describe('sourceOf', () => {
  it('reads the x-ops-source header; anything else is the API', () => {
    expect(sourceOf('cli')).toBe('CLI');
    expect(sourceOf('palette')).toBe('PALETTE');
    expect(sourceOf('Web')).toBe('WEB');
    expect(sourceOf(undefined)).toBe('API');
    expect(sourceOf('curl')).toBe('API');
  });
});
