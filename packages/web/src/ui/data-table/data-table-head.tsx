import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Header, RowData } from '@tanstack/react-table';
import type { KeyboardEvent, ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { cellClassName } from './cell-class-name.ts';
import type { DataTableColumn } from './data-table-types.ts';
import type { DataTableFeatures, DataTableModel } from './table-model.ts';

const resizeStep = 10;

function HeaderCell<T extends RowData>({
  header,
  table,
  stickyLeft,
}: {
  header: Header<DataTableFeatures, T, unknown>;
  table: DataTableModel<T>;
  /** Set on the first column: where it sticks, right of the fixed cells. */
  stickyLeft: number | undefined;
}) {
  const { t } = useI18n();
  const column = header.column;
  const name = String(column.columnDef.header);
  const sortable = useSortable({ id: column.id });
  const sorted = column.getIsSorted();
  const resizeByKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const size = Math.max(
      column.columnDef.minSize ?? 60,
      column.getSize() + (event.key === 'ArrowRight' ? 1 : -1) * resizeStep,
    );
    table.setColumnSizing((sizes) => ({ ...sizes, [column.id]: size }));
  };
  return (
    <th
      ref={sortable.setNodeRef}
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={[
        'data-table-header',
        cellClassName(column.columnDef.meta as DataTableColumn<T>, stickyLeft !== undefined),
      ]
        .filter(Boolean)
        .join(' ')}
      style={{
        width: column.getSize(),
        left: stickyLeft,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <button
        type="button"
        className="data-table-grip"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t.table.reorder({ name })}
      >
        ⋮⋮
      </button>
      {column.getCanSort() ? (
        <button type="button" className="data-table-sort" onClick={column.getToggleSortingHandler()}>
          {name}
          {sorted ? <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ' ▼'}</span> : null}
          {sorted ? (
            <span className="visually-hidden">
              {' '}
              {sorted === 'asc' ? t.table.sortAscending() : t.table.sortDescending()}
            </span>
          ) : null}
        </button>
      ) : (
        name
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resize handle */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t.table.resize({ name })}
        aria-valuenow={column.getSize()}
        className={`data-table-resizer${column.getIsResizing() ? ' resizing' : ''}`}
        onMouseDown={header.getResizeHandler()}
        onTouchStart={header.getResizeHandler()}
        onKeyDown={resizeByKeyboard}
      />
    </th>
  );
}

/** The header row: fixed cells first (selection, number, expander), then the columns, sortable by drag or keys. */
export function DataTableHead<T extends RowData>({
  table,
  leading,
  stickyLeft,
  onMove,
}: {
  table: DataTableModel<T>;
  leading: ReactNode;
  stickyLeft: number;
  onMove(id: string, to: string): void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <thead>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ container: document.body }}
      >
        <SortableContext items={headers.map((header) => header.column.id)} strategy={horizontalListSortingStrategy}>
          <tr>
            {leading}
            {headers.map((header, index) => (
              <HeaderCell
                key={header.id}
                header={header}
                table={table}
                stickyLeft={index === 0 ? stickyLeft : undefined}
              />
            ))}
          </tr>
        </SortableContext>
      </DndContext>
    </thead>
  );
}
