import * as Menu from '@radix-ui/react-dropdown-menu';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { setTableDensity, type TableDensity, tableDensities, useTableDensity } from './table-density.ts';
import { minimumVisibleColumns, type TableLayout, withColumnShown } from './table-layout.ts';

/**
 * The table's menu (a Radix dropdown, so focus and arrow keys are Radix's): the row density of every table, each
 * column shown or hidden (never fewer than 3 visible), and Reset columns. Columns move by their header's grip
 * (dragged, or Space and the arrow keys).
 */
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
  const density = useTableDensity();
  const count = layout.order.length;
  const atMinimum = count - layout.hidden.length <= minimumVisibleColumns;
  // Non-modal: a modal menu injects a style element, which the app's Content-Security-Policy refuses.
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="button button-secondary">{labels.columns()}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="data-table-menu" align="end" sideOffset={4} collisionPadding={8}>
          <Menu.Label className="data-table-menu-label">{labels.density()}</Menu.Label>
          <Menu.RadioGroup value={density} onValueChange={(value) => setTableDensity(value as TableDensity)}>
            {tableDensities.map((option) => (
              <Menu.RadioItem
                key={option}
                value={option}
                className="data-table-menu-item"
                onSelect={(event) => event.preventDefault()}
              >
                <Menu.ItemIndicator className="data-table-menu-check" aria-hidden="true">
                  ●
                </Menu.ItemIndicator>
                {labels[option]()}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="data-table-menu-separator" />
          <Menu.Label className="data-table-menu-label">{labels.columns()}</Menu.Label>
          {layout.order.map((id) => {
            const name = names[id] ?? id;
            const shown = !layout.hidden.includes(id);
            return (
              <Menu.CheckboxItem
                key={id}
                className="data-table-menu-item"
                checked={shown}
                disabled={shown && atMinimum}
                aria-label={labels.show({ name })}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => onChange(withColumnShown(layout, id, checked === true, count))}
              >
                <Menu.ItemIndicator className="data-table-menu-check" aria-hidden="true">
                  ✓
                </Menu.ItemIndicator>
                {name}
              </Menu.CheckboxItem>
            );
          })}
          {atMinimum ? (
            <p className="data-table-note">{labels.minimumColumns({ count: minimumVisibleColumns })}</p>
          ) : null}
          <Menu.Separator className="data-table-menu-separator" />
          <Menu.Item className="data-table-menu-item" onSelect={onReset}>
            {labels.resetColumns()}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
