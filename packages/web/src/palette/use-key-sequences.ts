import { useEffect, useRef } from 'react';
import { isTypingTarget, keySequenceTimeoutMs, matchKeySequence } from './key-sequences.ts';

/**
 * Calls `onShortcut` when the user presses one of `shortcuts` (e.g. 'g s': g, then s) outside text fields and
 * without modifier keys, anywhere on the page.
 */
export function useKeySequences(shortcuts: readonly string[], onShortcut: (shortcut: string) => void, enabled = true) {
  const latest = useRef({ shortcuts, onShortcut });
  latest.current = { shortcuts, onShortcut };
  useEffect(() => {
    if (!enabled) return;
    let pressed: string[] = [];
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || event.key.length !== 1) return;
      const now = Date.now();
      if (now - lastAt > keySequenceTimeoutMs) pressed = [];
      lastAt = now;
      pressed = [...pressed, event.key.toLowerCase()];
      let match = matchKeySequence(pressed, latest.current.shortcuts);
      if (match.kind === 'none' && pressed.length > 1) {
        pressed = [event.key.toLowerCase()];
        match = matchKeySequence(pressed, latest.current.shortcuts);
      }
      if (match.kind === 'none') pressed = [];
      if (match.kind === 'complete') {
        pressed = [];
        event.preventDefault();
        latest.current.onShortcut(match.shortcut);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
