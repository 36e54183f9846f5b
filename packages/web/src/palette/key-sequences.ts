import { shortcutKeys } from '@ops/core/actions';

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

/** Typing into a field, or a key with a modifier, is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
