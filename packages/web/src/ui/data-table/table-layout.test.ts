import { describe, expect, it } from 'vitest';
import { fitLayout, withColumnMoved, withColumnShown } from './table-layout.ts';

const ids = ['a', 'b', 'c', 'd'];

describe('table layout', () => {
  it('fits a stored layout to the columns of today: unknown ids dropped, new ones appended', () => {
    expect(fitLayout({ order: ['c', 'x', 'a'], hidden: ['x', 'b'], sizes: { a: 200, x: 9, c: -1 } }, ids)).toEqual({
      order: ['c', 'a', 'b', 'd'],
      hidden: ['b'],
      sizes: { a: 200 },
    });
    expect(fitLayout('garbage', ids)).toEqual({ order: ids, hidden: [], sizes: {} });
  });

  it('never leaves fewer than 3 columns visible', () => {
    const one = withColumnShown(fitLayout(undefined, ids), 'a', false, ids.length);
    expect(one.hidden).toEqual(['a']);
    expect(withColumnShown(one, 'b', false, ids.length)).toBe(one);
    expect(fitLayout({ hidden: ['a', 'b'] }, ids).hidden).toEqual([]);
  });

  it('moves a column to the place of another', () => {
    const layout = fitLayout(undefined, ids);
    expect(withColumnMoved(layout, 'a', 'c').order).toEqual(['b', 'c', 'a', 'd']);
    expect(withColumnMoved(layout, 'd', 'b').order).toEqual(['a', 'd', 'b', 'c']);
  });
});
