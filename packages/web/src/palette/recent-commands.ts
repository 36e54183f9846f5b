/** Recently used palette commands, newest first, kept across visits. */
export const recentCommandsStorageKey = 'ops.palette.recent';
export const recentCommandsLimit = 5;

export function readRecentCommands(stored: unknown): string[] {
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string')) return [];
  return stored.slice(0, recentCommandsLimit);
}

export function withRecentCommand(recent: readonly string[], commandId: string): string[] {
  return [commandId, ...recent.filter((known) => known !== commandId)].slice(0, recentCommandsLimit);
}
