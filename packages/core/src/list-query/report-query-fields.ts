import { reportFormats, reportStatuses, reportTypes } from '../contract/invoicing/report.ts';
import { statusLabel } from '../status/badge-text.ts';
import type { ListQueryFields } from './query-field.ts';
import { code, created, seller } from './shared-query-fields.ts';

/**
 * The reports list's fields: the report's type, status and format, its period (`period:2026-01-31` the reports whose
 * period holds that day, `period>=-30d` those ending on or after it, `period<=2026-01-31` those starting on or before
 * it, as the list's date filter), the creation day, the virtual account it is about, its seller and its code; a word
 * searches the start of the report's, the account's or the seller's code. The tab (division or sellers) stays the
 * list's own.
 */
export const reportQueryFields: ListQueryFields = {
  fields: [
    {
      name: 'type',
      kind: 'enum',
      values: reportTypes,
      valueLabel: (value, { t }) => t.reports.types[value as (typeof reportTypes)[number]](),
    },
    {
      name: 'status',
      kind: 'enum',
      values: reportStatuses,
      valueLabel: (value, { locale }) => statusLabel(value, locale),
    },
    { name: 'format', kind: 'enum', values: reportFormats },
    { name: 'period', kind: 'date' },
    created,
    { name: 'account', kind: 'code' },
    seller,
    code,
  ],
  example: 'type:account_statement status:generated period>=-30d account:VA-00*',
};
