import { describe, expect, it } from 'vitest';
import { savedViewListPaths } from '../../kit/saved-views/saved-view-paths.ts';
import { screenAt } from './screen-routes.tsx';

describe('the screen at a path, fetched ahead by the palette', () => {
  it.each(Object.entries(savedViewListPaths))('finds the screen of the %s list’s saved views', (_list, path) => {
    expect(screenAt(path)).toBeDefined();
  });

  it('finds none where no route has that path, and none for an address below a page', () => {
    expect(screenAt('/no-such-list')).toBeUndefined();
    expect(screenAt('/sellers/AH-1')).toBeUndefined();
  });
});
