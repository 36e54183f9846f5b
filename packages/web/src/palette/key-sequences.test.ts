import { describe, expect, it } from 'vitest';
import { isTypingTarget, matchKeySequence } from './key-sequences.ts';

describe('key sequences', () => {
  const shortcuts = ['g h', 'g m', 'c m'];

  it('completes a shortcut on its last key and waits after its first', () => {
    expect(matchKeySequence(['g'], shortcuts)).toEqual({ kind: 'partial' });
    expect(matchKeySequence(['g', 'm'], shortcuts)).toEqual({ kind: 'complete', shortcut: 'g m' });
    expect(matchKeySequence(['g', 'x'], shortcuts)).toEqual({ kind: 'none' });
    expect(matchKeySequence(['x'], shortcuts)).toEqual({ kind: 'none' });
  });

  it('treats text fields and editable content as typing', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    editable.remove();
  });
});
