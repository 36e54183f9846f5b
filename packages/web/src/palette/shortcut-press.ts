/** A key press that may belong to a shortcut such as 'g s': one character, no modifier, outside text fields. */
export interface ShortcutPress {
  key: string;
  at: number;
}

/** Typing into a field, or a key with a modifier, is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The press a keydown is, or undefined when it cannot be part of a shortcut. */
export function shortcutPressOf(event: KeyboardEvent): ShortcutPress | undefined {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (isTypingTarget(event.target) || event.key.length !== 1) return undefined;
  return { key: event.key.toLowerCase(), at: Date.now() };
}
