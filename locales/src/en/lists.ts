/** The shared list parts (ui/list-paging): the footer under every paged list. */
export const lists = {
  paging: {
    label: 'Pages',
    total: '{count:number} in total',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {page:number} of {pages:number}',
    pageSize: 'Rows per page',
  },
};
