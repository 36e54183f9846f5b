import type { SavedView } from '@ops/core/contract';
import { describe, expect, it } from 'vitest';
import { savedViewTarget } from './saved-view-paths.ts';

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 3,
  list: 'reports',
  name: 'Seller statements',
  owner: 'ops@sandbox.test',
  mine: true,
  merchantCode: 'M-ACME',
  divisionCode: 'D-ACME-NL',
  shared: false,
  isDefault: false,
  state: {},
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

describe("a saved view's address", () => {
  it('is its list, or its tab of a list with tabs, with the view and its division', () => {
    expect(savedViewTarget(view({ state: { tab: 'sellers', query: 'status:failed' } }))).toEqual({
      path: '/reports/sellers',
      query: { view: '3', merchantCode: 'M-ACME', divisionCode: 'D-ACME-NL' },
    });
    expect(savedViewTarget(view({ merchantCode: null, divisionCode: null })).path).toBe('/reports');
  });
});
