import { readStored, writeStored } from '../../../../lib/browser-storage/browser-storage.ts';

const storageKey = 'ops.sellers.listQuery';

/** Remembers the sellers list's query (filters, sort, page) for this tab, so seller details can lead back to it. */
export function rememberSellerListQuery(search: string): void {
  writeStored('session', storageKey, search);
}

/** The sellers list address as it was last seen in this tab, with its filters. */
export function sellerListHref(): string {
  const search = readStored('session', storageKey);
  return typeof search === 'string' && search ? `/sellers?${search.replace(/^\?/, '')}` : '/sellers';
}
