import { formatListQuery } from '@ops/core/list-query';
import { describe, expect, it } from 'vitest';
import { integrationOlderQuery } from './integration-filters.ts';

describe("an older link's integration filters", () => {
  it('reads a known status and type as the query and leaves anything else out', () => {
    const read = (search: string) => formatListQuery(integrationOlderQuery(new URLSearchParams(search)));
    expect(read('status=FAILED&type=DEPOSIT')).toBe('status:FAILED type:DEPOSIT');
    expect(read('status=failed&type=WIRE')).toBe('');
  });
});
