import { describe, expect, it } from 'vitest';
import {
  extendedSelection,
  type ListKeyPress,
  listCommandOf,
  listShortcuts,
  movedIndex,
  toggled,
} from './list-keys.ts';

const press = (key: string, modifiers: Partial<ListKeyPress> = {}): ListKeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('listCommandOf', () => {
  it('reads j, k and the arrows as moves, and with Shift as extending the range', () => {
    expect(listCommandOf(press('j'), false)).toBe('down');
    expect(listCommandOf(press('ArrowDown'), false)).toBe('down');
    expect(listCommandOf(press('k'), false)).toBe('up');
    expect(listCommandOf(press('ArrowUp'), false)).toBe('up');
    expect(listCommandOf(press('J', { shiftKey: true }), false)).toBe('extendDown');
    expect(listCommandOf(press('ArrowUp', { shiftKey: true }), false)).toBe('extendUp');
    expect(listCommandOf(press('End', { shiftKey: true }), false)).toBe('extendLast');
    expect(listCommandOf(press('Home'), false)).toBe('first');
  });

  it('opens with Enter, in a new tab with Ctrl+Enter, or Cmd+Enter on a Mac', () => {
    expect(listCommandOf(press('Enter'), false)).toBe('open');
    expect(listCommandOf(press('Enter', { ctrlKey: true }), false)).toBe('openInNewTab');
    expect(listCommandOf(press('Enter', { metaKey: true }), true)).toBe('openInNewTab');
    expect(listCommandOf(press('Enter', { metaKey: true }), false)).toBeUndefined();
    expect(listCommandOf(press('Enter', { shiftKey: true }), false)).toBeUndefined();
  });

  it('selects with x, clears with Escape, goes to the query with / and shows the keys with ?', () => {
    expect(listCommandOf(press('x'), false)).toBe('toggle');
    expect(listCommandOf(press('Escape'), false)).toBe('clear');
    expect(listCommandOf(press('/'), false)).toBe('focusQuery');
    expect(listCommandOf(press('?', { shiftKey: true }), false)).toBe('showKeys');
  });

  it('leaves a key with Ctrl, Cmd or Alt, and any other key, to the page', () => {
    expect(listCommandOf(press('j', { ctrlKey: true }), false)).toBeUndefined();
    expect(listCommandOf(press('x', { metaKey: true }), true)).toBeUndefined();
    expect(listCommandOf(press('j', { altKey: true }), false)).toBeUndefined();
    expect(listCommandOf(press('a'), false)).toBeUndefined();
    expect(listCommandOf(press('Tab'), false)).toBeUndefined();
  });
});

describe('movedIndex', () => {
  it('stays inside the list', () => {
    expect(movedIndex('down', 9, 10)).toBe(9);
    expect(movedIndex('up', 0, 10)).toBe(0);
    expect(movedIndex('down', 3, 10)).toBe(4);
    expect(movedIndex('last', 3, 10)).toBe(9);
    expect(movedIndex('first', 3, 10)).toBe(0);
  });
});

describe('selection', () => {
  const keys = ['A', 'B', undefined, 'D', 'E'];

  it('toggles a row, and from every row matching the filter keeps the page but that row', () => {
    expect(toggled({ mode: 'rows', keys: ['A'] }, 'B', ['A', 'B'])).toEqual({ mode: 'rows', keys: ['A', 'B'] });
    expect(toggled({ mode: 'rows', keys: ['A', 'B'] }, 'A', ['A', 'B'])).toEqual({ mode: 'rows', keys: ['B'] });
    expect(toggled({ mode: 'filter' }, 'A', ['A', 'B'])).toEqual({ mode: 'rows', keys: ['B'] });
  });

  it('extends from the anchor to the focus, skipping rows that cannot be selected, keeping what was selected', () => {
    expect(extendedSelection({ anchor: 0, before: [] }, 1, keys)).toEqual({ mode: 'rows', keys: ['A', 'B'] });
    expect(extendedSelection({ anchor: 1, before: ['E'] }, 3, keys)).toEqual({ mode: 'rows', keys: ['E', 'B', 'D'] });
    // Back over the anchor: the range is now above it.
    expect(extendedSelection({ anchor: 3, before: [] }, 0, keys)).toEqual({ mode: 'rows', keys: ['A', 'B', 'D'] });
  });

  it('selects 10,000 rows in one range, each once', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `R-${index}`);
    const selected = extendedSelection({ anchor: 0, before: ['R-5'] }, 9_999, many);
    expect(selected.mode === 'rows' && new Set(selected.keys).size).toBe(10_000);
  });
});

describe('listShortcuts', () => {
  it('lists only the keys a list answers', () => {
    const plain = listShortcuts({ select: false, open: false, openInNewTab: false }, false);
    expect(plain.map((line) => line.description)).toEqual(['move', 'first', 'last', 'query', 'undo', 'help']);
    const full = listShortcuts({ select: true, open: true, openInNewTab: true }, true);
    expect(full.map((line) => line.description)).toContain('extend');
    expect(full.find((line) => line.description === 'openInNewTab')?.keys).toEqual(['⌘+Enter']);
  });
});
