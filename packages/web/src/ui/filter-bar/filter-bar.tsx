import { type ReactNode, useRef } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../button/button.tsx';
import './filter-bar.css';

/** A filter in effect, shown as a chip: 'Status: Paid'. */
export interface ActiveFilter<Key extends string = string> {
  /** Which filter (the screen's name for it), handed back to `onRemove`. */
  key: Key;
  /** The filter's name, such as 'Status'. */
  label: string;
  /** Its value in words, such as 'Paid' or '1 Jan 2025 – 31 Jan 2025'. */
  value: string;
}

export interface FilterBarProps<Key extends string> {
  /** The filter controls (TextField, Select, Checkbox, a date range picker, sm size), laid out in a row. */
  children: ReactNode;
  /** The filters in effect, in the order they are shown; the screen decides what counts (a default is no filter). */
  active: readonly ActiveFilter<Key>[];
  /** Takes one filter away (its chip's × button). */
  onRemove(key: Key): void;
  /** Takes every filter away ('Clear filters', shown while any is in effect). */
  onClear(): void;
  /** The list's query field (`ListQueryField`), on a row of its own above the controls. */
  query?: ReactNode;
}

/**
 * A list's filter bar: its controls in a row, then a chip for each filter in effect with a button that removes
 * it, and 'Clear filters'. After a chip goes, the focus moves to the next chip (or the previous, or the first
 * control), so a keyboard user is not dropped to the top of the page.
 */
export function FilterBar<Key extends string>({ children, active, onRemove, onClear, query }: FilterBarProps<Key>) {
  const { t } = useI18n();
  const bar = useRef<HTMLFieldSetElement>(null);

  const focusAfterRemoving = (index: number) => {
    // After React has taken the chip away.
    requestAnimationFrame(() => {
      const chips = bar.current?.querySelectorAll<HTMLElement>('.filter-chip-remove') ?? [];
      const next = chips[Math.min(index, chips.length - 1)];
      const firstControl = bar.current?.querySelector<HTMLElement>(
        '.filter-bar-controls :is(input, button, select, [tabindex="0"])',
      );
      (next ?? firstControl)?.focus();
    });
  };

  return (
    <fieldset className="filter-bar" ref={bar} aria-label={t.components.filterBar.label()}>
      {query ? <div className="filter-bar-query">{query}</div> : null}
      <div className="filter-bar-controls">{children}</div>
      {active.length === 0 ? null : (
        <div className="filter-bar-active">
          <ul className="filter-chips" aria-label={t.components.filterBar.active()}>
            {active.map((filter, index) => {
              const text = `${filter.label}: ${filter.value}`;
              return (
                <li key={filter.key} className="filter-chip">
                  <span className="filter-chip-text" title={text}>
                    <span className="filter-chip-label">{filter.label}:</span> {filter.value}
                  </span>
                  <button
                    type="button"
                    className="filter-chip-remove"
                    aria-label={t.components.filterBar.remove({ filter: text })}
                    onClick={() => {
                      onRemove(filter.key);
                      focusAfterRemoving(index);
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onClear();
              focusAfterRemoving(0);
            }}
          >
            {t.components.filterBar.clear()}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
