/** The first page as the UI counts: pages are 1-based in the UI and the URL, 0-based on the server. */
export const firstPage = 1;

/** The server's 0-based page for a 1-based UI page. */
export function toServerPage(uiPage: number): number {
  if (!Number.isSafeInteger(uiPage) || uiPage < firstPage) throw new RangeError(`Not a UI page number: ${uiPage}`);
  return uiPage - 1;
}

/** The UI's 1-based page for a 0-based server page. */
export function toUiPage(serverPage: number): number {
  if (!Number.isSafeInteger(serverPage) || serverPage < 0) throw new RangeError(`Not a server page: ${serverPage}`);
  return serverPage + 1;
}

/** A paged answer with its 0-based `pageNumber` turned into the UI's 1-based one. */
export function withUiPageNumber<T extends { pageNumber: number }>(page: T): T {
  return { ...page, pageNumber: toUiPage(page.pageNumber) };
}

/**
 * The 1-based page named by a query parameter such as `page`, or the first page when it is missing or not a
 * whole number of at least 1: a hand-edited URL must not break the list.
 */
export function pageFromQuery(value: string | null | undefined): number {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return firstPage;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= firstPage ? page : firstPage;
}
