export { carriedAcrossRoutes, carryQuery, type QueryInit } from './carry-query.ts';
export { goToPage, pageCount } from './page-count.ts';
export { firstPage, pageFromQuery, toServerPage, toUiPage, withUiPageNumber } from './page-number.ts';
export { defaultPageSize, isPageSize, type PageSize, pageSizeFromQuery, pageSizeOptions } from './page-size.ts';
