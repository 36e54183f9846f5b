/** The keys of a shortcut such as 'g s', pressed one after the other. */
export function shortcutKeys(shortcut: string): string[] {
  return shortcut.trim().split(/\s+/);
}

/** Shortcuts that more than one entry claims, or that start another one (so it could never be reached). */
export function shortcutConflicts(shortcuts: readonly string[]): string[] {
  const conflicts = new Set<string>();
  shortcuts.forEach((shortcut, index) => {
    const keys = shortcutKeys(shortcut).join(' ');
    shortcuts.forEach((other, otherIndex) => {
      if (index === otherIndex) return;
      const otherKeys = shortcutKeys(other).join(' ');
      if (otherKeys === keys || otherKeys.startsWith(`${keys} `)) conflicts.add(shortcut);
    });
  });
  return [...conflicts];
}
