/** One page (1-based) of a list the invoicing service answers whole. */
export function pageOfRows<Row>(rows: readonly Row[], { page, pageSize }: { page: number; pageSize: number }) {
  return { elements: rows.slice((page - 1) * pageSize, page * pageSize), totalCount: rows.length };
}
