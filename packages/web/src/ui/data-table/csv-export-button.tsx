import { encodeCsv } from '@ops/core/export';
import { pageCount } from '@ops/core/paging';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { CsvExport, DataTableColumn, TablePage } from './data-table-types.ts';

const exportPageSize = 50;

/** Every row of the current filter, page after page, as CSV text of the columns that have a `csv` value. */
export async function exportRows<T>(
  columns: readonly DataTableColumn<T>[],
  fetchPage: (page: number, pageSize: number) => Promise<TablePage<T>>,
): Promise<string> {
  const first = await fetchPage(1, exportPageSize);
  const rows = [...first.elements];
  for (let page = 2; page <= pageCount(first.totalCount, exportPageSize); page++) {
    rows.push(...(await fetchPage(page, exportPageSize)).elements);
  }
  return rowsCsv(columns, rows);
}

/** These rows as CSV text of the columns that have a `csv` value. */
export function rowsCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((column) => column.csv);
  return encodeCsv(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => column.csv?.(row))),
  );
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Export CSV: fetches every page of the current filter (or takes the rows given) and downloads the file. */
export function CsvExportButton<T>({
  columns,
  ...csvExport
}: { columns: readonly DataTableColumn<T>[] } & CsvExport<T>) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    try {
      const text =
        'rows' in csvExport ? rowsCsv(columns, csvExport.rows) : await exportRows(columns, csvExport.fetchPage);
      download(text, csvExport.fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button-secondary" disabled={state === 'busy'} onClick={() => void run()}>
        {state === 'busy' ? t.table.exporting() : t.table.exportCsv()}
      </button>
      {state === 'failed' ? <span role="alert">{t.table.exportFailed()}</span> : null}
    </>
  );
}
