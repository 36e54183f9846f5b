import { translate } from '@ops/core/actions';
import { CsvFigure, type CsvValue } from '@ops/core/export';
import { cellValue, type ListColumn } from '@ops/core/lists';
import type { Locales, TranslationFunctions } from '@ops/locales';
import type { ReactNode } from 'react';
import type { DataTableColumn, DataTableColumnKind } from './data-table-types.ts';

/**
 * What a web table adds to one of core's list columns: how the screen shows the cell (a link, a badge, a
 * translated label), its width and whether the server sorts by it. `csv` replaces core's CSV value; use it only
 * where the web's file has always differed from the cli's.
 */
export interface ListColumnAdditions<Row> {
  cell?(row: Row): ReactNode;
  csv?(row: Row): CsvValue;
  sortable?: boolean;
  size?: number;
  kind?: DataTableColumnKind;
}

/** A cell on screen: a figure (an amount) as its text, anything else as React shows it. */
const shown = (value: CsvValue) => (value instanceof CsvFigure ? value.text : value);

/**
 * A table's columns from core's list columns (`@ops/core/lists`): `column(field, additions)` is the column whose
 * `field` is its id, its header the dictionary's text for `headerKey` and its cell and CSV value core's value
 * (amounts in core's CSV money format), with the web's additions on top. A field the list lacks throws.
 */
export function listTableColumns<Row>(columns: readonly ListColumn<Row>[], t: TranslationFunctions, locale: Locales) {
  const format = { locale };
  return (field: string, additions: ListColumnAdditions<Row> = {}): DataTableColumn<Row> => {
    const column = columns.find((candidate) => candidate.field === field);
    if (!column) throw new Error(`The list has no column '${field}'`);
    const value = (row: Row) => cellValue(column.value(row), format);
    const cell = (row: Row) => shown(value(row));
    return { id: column.field, header: translate(t, column.headerKey), cell, csv: value, ...additions };
  };
}
