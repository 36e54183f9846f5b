import { goToPage, type PageSize, pageCount, pageSizeOptions } from '@ops/core/paging';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { ListPage } from './list-paging.ts';

/** Total, previous and next page, and the page size (10, 25, 50); a page out of range is ignored. */
export function ListFooter({
  listPage,
  totalCount,
  onChange,
}: {
  listPage: ListPage;
  totalCount: number;
  onChange(next: ListPage): void;
}) {
  const { t } = useI18n();
  const labels = t.lists.paging;
  const pages = Math.max(1, pageCount(totalCount, listPage.pageSize));
  const go = (page: number) => onChange({ ...listPage, page: goToPage(listPage.page, page, pages) });
  return (
    <nav className="list-footer" aria-label={labels.label()}>
      <span>{labels.total({ count: totalCount })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={listPage.page <= 1}
        onClick={() => go(listPage.page - 1)}
      >
        {labels.previous()}
      </button>
      <span>{labels.pageOf({ page: listPage.page, pages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={listPage.page >= pages}
        onClick={() => go(listPage.page + 1)}
      >
        {labels.next()}
      </button>
      <select
        aria-label={labels.pageSize()}
        value={listPage.pageSize}
        onChange={(event) => {
          const pageSize = pageSizeOptions.find((option) => option === Number(event.target.value));
          if (pageSize) onChange({ page: 1, pageSize: pageSize as PageSize });
        }}
      >
        {pageSizeOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </nav>
  );
}
