/** The merchantCode and divisionCode of a query string, each undefined when absent or empty. */
export function queryCodesOf(search: string): { merchantCode: string | undefined; divisionCode: string | undefined } {
  const query = new URLSearchParams(search);
  return {
    merchantCode: query.get('merchantCode') || undefined,
    divisionCode: query.get('divisionCode') || undefined,
  };
}

/** The query with the merchant and division written, or both removed; every other parameter stays. */
export function withQueryCodes(
  search: string,
  codes: { merchantCode: string; divisionCode: string } | undefined,
): URLSearchParams {
  const query = new URLSearchParams(search);
  if (codes) {
    query.set('merchantCode', codes.merchantCode);
    query.set('divisionCode', codes.divisionCode);
  } else {
    query.delete('merchantCode');
    query.delete('divisionCode');
  }
  return query;
}

export function hrefOf(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
