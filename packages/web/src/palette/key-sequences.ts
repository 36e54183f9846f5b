import { shortcutKeys } from '@ops/core/actions';
import type { ShortcutPress } from './shortcut-press.ts';

/** How long the second key of a sequence such as 'g s' may wait for the first. */
export const keySequenceTimeoutMs = 1500;

export type SequenceMatch = { kind: 'complete'; shortcut: string } | { kind: 'partial' } | { kind: 'none' };

/** Whether the keys pressed so far complete a shortcut, start one, or neither. */
export function matchKeySequence(pressed: readonly string[], shortcuts: readonly string[]): SequenceMatch {
  const typed = pressed.join(' ');
  let partial = false;
  for (const shortcut of shortcuts) {
    const keys = shortcutKeys(shortcut).join(' ');
    if (keys === typed) return { kind: 'complete', shortcut };
    if (keys.startsWith(`${typed} `)) partial = true;
  }
  return partial ? { kind: 'partial' } : { kind: 'none' };
}

/**
 * Reads presses one by one: `press` answers the shortcut a press completes. A sequence waits at most
 * `keySequenceTimeoutMs` between its keys, and a key that ends no sequence may start the next one.
 */
export function createSequenceReader(shortcuts: () => readonly string[]) {
  let pressed: string[] = [];
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    press({ key, at }: ShortcutPress): string | undefined {
      if (at - lastAt > keySequenceTimeoutMs) pressed = [];
      lastAt = at;
      pressed = [...pressed, key];
      let match = matchKeySequence(pressed, shortcuts());
      if (match.kind === 'none' && pressed.length > 1) {
        pressed = [key];
        match = matchKeySequence(pressed, shortcuts());
      }
      if (match.kind !== 'partial') pressed = [];
      return match.kind === 'complete' ? match.shortcut : undefined;
    },
  };
}
