import { readStored, writeStored } from '../../lib/browser-storage/browser-storage.ts';

/** The saved views opened last, newest first (the palette's "Open view …" lists them first). */
const recentViewsKey = 'ops.views.recent';
const kept = 10;

export function readRecentViews(): number[] {
  const stored = readStored('local', recentViewsKey);
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)).slice(0, kept) : [];
}

export function rememberOpenedView(id: number): void {
  writeStored('local', recentViewsKey, [id, ...readRecentViews().filter((known) => known !== id)].slice(0, kept));
}
