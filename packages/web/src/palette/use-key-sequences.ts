import { useEffect, useRef } from 'react';
import { createSequenceReader } from './key-sequences.ts';
import { type ShortcutPress, shortcutPressOf } from './shortcut-press.ts';

/**
 * Calls `onShortcut` when the user presses one of `shortcuts` (e.g. 'g s': g, then s) outside text fields and
 * without modifier keys, anywhere on the page. `takeEarlyPresses` hands over what was pressed before the
 * shortcuts were bound; those presses are read first, so a shortcut typed while the page loaded still runs.
 */
export function useKeySequences(
  shortcuts: readonly string[],
  onShortcut: (shortcut: string) => void,
  enabled = true,
  takeEarlyPresses: () => readonly ShortcutPress[] = () => [],
) {
  const latest = useRef({ shortcuts, onShortcut, takeEarlyPresses });
  latest.current = { shortcuts, onShortcut, takeEarlyPresses };
  useEffect(() => {
    if (!enabled) return;
    const reader = createSequenceReader(() => latest.current.shortcuts);
    for (const press of latest.current.takeEarlyPresses()) {
      const shortcut = reader.press(press);
      if (shortcut) latest.current.onShortcut(shortcut);
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const press = shortcutPressOf(event);
      const shortcut = press && reader.press(press);
      if (!shortcut) return;
      event.preventDefault();
      latest.current.onShortcut(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
