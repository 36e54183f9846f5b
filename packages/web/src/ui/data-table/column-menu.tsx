import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { minimumVisibleColumns, type TableLayout, withColumnMoved, withColumnShown } from './table-layout.ts';

/** Show or hide each column (never fewer than 3 visible), move it left or right, or reset the layout. */
export function ColumnMenu({
  names,
  layout,
  onChange,
  onReset,
}: {
  names: Readonly<Record<string, string>>;
  layout: TableLayout;
  onChange(next: TableLayout): void;
  onReset(): void;
}) {
  const { t } = useI18n();
  const labels = t.table;
  const count = layout.order.length;
  const atMinimum = count - layout.hidden.length <= minimumVisibleColumns;
  return (
    <details className="data-table-columns">
      <summary className="button button-secondary">{labels.columns()}</summary>
      <div className="data-table-columns-panel">
        <ul>
          {layout.order.map((id, index) => {
            const name = names[id] ?? id;
            const shown = !layout.hidden.includes(id);
            const previous = layout.order[index - 1];
            const next = layout.order[index + 1];
            return (
              <li key={id}>
                <label>
                  <input
                    type="checkbox"
                    checked={shown}
                    disabled={shown && atMinimum}
                    aria-label={labels.show({ name })}
                    onChange={(event) => onChange(withColumnShown(layout, id, event.target.checked, count))}
                  />
                  {name}
                </label>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={labels.moveLeft({ name })}
                  disabled={!previous}
                  onClick={() => previous && onChange(withColumnMoved(layout, id, previous))}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={labels.moveRight({ name })}
                  disabled={!next}
                  onClick={() => next && onChange(withColumnMoved(layout, id, next))}
                >
                  →
                </button>
              </li>
            );
          })}
        </ul>
        {atMinimum ? (
          <p className="data-table-note">{labels.minimumColumns({ count: minimumVisibleColumns })}</p>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onReset}>
          {labels.resetColumns()}
        </button>
      </div>
    </details>
  );
}
