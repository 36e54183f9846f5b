import { describe, expect, it } from 'vitest';
import { createSequenceReader, keySequenceTimeoutMs, matchKeySequence } from './key-sequences.ts';
import { isTypingTarget } from './shortcut-press.ts';

describe('key sequences', () => {
  const shortcuts = ['g h', 'g m', 'c m'];

  it('completes a shortcut on its last key and waits after its first', () => {
    expect(matchKeySequence(['g'], shortcuts)).toEqual({ kind: 'partial' });
    expect(matchKeySequence(['g', 'm'], shortcuts)).toEqual({ kind: 'complete', shortcut: 'g m' });
    expect(matchKeySequence(['g', 'x'], shortcuts)).toEqual({ kind: 'none' });
    expect(matchKeySequence(['x'], shortcuts)).toEqual({ kind: 'none' });
  });

  it('reads presses one by one: a sequence completes in time, a stray key starts over, a slow second key does not count', () => {
    const reader = createSequenceReader(() => shortcuts);
    let clock = 0;
    const read = (keys: string, gapMs = 100) =>
      keys.split('').map((key) => {
        clock += gapMs;
        return reader.press({ key, at: clock });
      });
    expect(read('gh')).toEqual([undefined, 'g h']);
    expect(read('xgm')).toEqual([undefined, undefined, 'g m']);
    expect(read('ggm')).toEqual([undefined, undefined, 'g m']);
    expect(read('cm', keySequenceTimeoutMs + 1)).toEqual([undefined, undefined]);
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
