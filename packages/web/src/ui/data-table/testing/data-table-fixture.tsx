import { useState } from 'react';
import { DataTable } from '../data-table.tsx';
import type { DataTableColumn, TablePage, TableSelection } from '../data-table-types.ts';
import { noSelection } from '../data-table-types.ts';
import { useTableQuery } from '../table-query.ts';

export interface Person {
  code: string;
  name: string;
  city: string;
  age: number;
  children?: Person[];
}

export const people: Person[] = Array.from({ length: 60 }, (_, index) => ({
  code: `P-${index + 1}`,
  name: `Person ${index + 1}`,
  city: index % 2 === 0 ? 'Amsterdam' : 'Utrecht, NL',
  age: 20 + (index % 40),
  children: index === 0 ? [{ code: 'P-1-a', name: 'Child of 1', city: 'Delft', age: 3 }] : undefined,
}));

export const personColumns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, csv: (row) => row.name, sortable: true },
  { id: 'code', header: 'Code', cell: (row) => row.code, csv: (row) => row.code, kind: 'code' },
  { id: 'city', header: 'City', cell: (row) => row.city, csv: (row) => row.city, sortable: true },
  { id: 'age', header: 'Age', cell: (row) => row.age, csv: (row) => row.age, sortable: true, kind: 'amount' },
];

/** A page of `people` as a server would give it: sorted by the query's column, then sliced. */
export function personPage(page: number, pageSize: number, sort?: { id: string; desc: boolean }): TablePage<Person> {
  const sorted = [...people];
  if (sort) {
    const key = sort.id as 'name' | 'city' | 'age';
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1));
  }
  return { elements: sorted.slice((page - 1) * pageSize, page * pageSize), totalCount: people.length };
}

/** The data table over `people`, paged, sorted and selected the way a screen does it. */
export function PeopleTable({
  status = 'loaded',
  onOpen,
  onSelection,
  rows,
}: {
  status?: 'loading' | 'error' | 'loaded';
  onOpen?(person: Person): void;
  onSelection?(selection: TableSelection): void;
  rows?: Person[];
}) {
  const [query, setQuery] = useTableQuery(['search']);
  const [selection, setSelection] = useState<TableSelection>(noSelection);
  const page = rows ? { elements: rows, totalCount: rows.length } : personPage(query.page, query.pageSize, query.sort);
  return (
    <DataTable
      id="people"
      label="People"
      columns={personColumns}
      rows={status === 'loaded' ? page.elements : undefined}
      totalCount={page.totalCount}
      status={status}
      onRetry={() => undefined}
      query={query}
      onQueryChange={setQuery}
      rowKey={(row) => row.code}
      onOpenRow={onOpen}
      subRows={(row) => row.children}
      rowNumbers
      selection={{
        value: selection,
        onChange: (next) => {
          setSelection(next);
          onSelection?.(next);
        },
      }}
      csvExport={{ fileName: 'people.csv', fetchPage: async (p, size) => personPage(p, size) }}
    />
  );
}
