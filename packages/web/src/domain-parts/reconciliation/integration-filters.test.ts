import { describe, expect, it } from 'vitest';
import { integrationFilterParams, integrationFiltersOf, integrationListFilters } from './integration-filters.ts';

describe("the integration lists' filters", () => {
  it('keeps a known status and type from the URL and drops anything else', () => {
    expect(integrationFiltersOf({ status: 'FAILED', type: 'DEPOSIT' })).toEqual({ status: 'FAILED', type: 'DEPOSIT' });
    expect(integrationFiltersOf({ status: 'failed', type: 'WIRE' })).toEqual({ status: undefined, type: undefined });
  });

  it('writes back to the URL and to the list call only what is set', () => {
    const filters = integrationFiltersOf({ status: 'UNALLOCATED', type: undefined });
    expect(integrationFilterParams(filters)).toEqual({ status: 'UNALLOCATED', type: undefined });
    expect(integrationListFilters(filters)).toEqual({ status: 'UNALLOCATED' });
  });
});
