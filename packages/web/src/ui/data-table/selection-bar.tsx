import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { TableSelection } from './data-table-types.ts';

/**
 * How many rows are selected; with the whole page selected and more rows matching, the choice to select every
 * row matching the filter (the caller then acts on the filter, not on a list of keys).
 */
export function SelectionBar({
  selection,
  onChange,
  pageKeys,
  totalCount,
}: {
  selection: TableSelection;
  onChange(next: TableSelection): void;
  pageKeys: readonly string[];
  totalCount: number;
}) {
  const { t } = useI18n();
  const labels = t.table;
  if (selection.mode === 'rows' && selection.keys.length === 0) return null;
  const pageSelected =
    selection.mode === 'rows' && pageKeys.length > 0 && pageKeys.every((key) => selection.keys.includes(key));
  return (
    <div className="data-table-selection" role="status">
      <span>
        {selection.mode === 'filter'
          ? labels.allMatchingSelected({ count: totalCount })
          : labels.selectedRows({ count: selection.keys.length })}
      </span>
      {pageSelected && totalCount > selection.keys.length ? (
        <button type="button" className="button button-ghost" onClick={() => onChange({ mode: 'filter' })}>
          {labels.selectAllMatching({ count: totalCount })}
        </button>
      ) : null}
      <button type="button" className="button button-ghost" onClick={() => onChange({ mode: 'rows', keys: [] })}>
        {labels.clearSelection()}
      </button>
    </div>
  );
}
