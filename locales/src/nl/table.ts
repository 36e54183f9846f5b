import type { Translation } from '../i18n-types.js';

/** De gedeelde datatabel (ui/data-table): kolommenmenu, selectie, subrijen, rijnummers en CSV-export. */
export const table = {
  columns: 'Kolommen',
  show: '{name} tonen',
  reorder: 'Volgorde van {name} wijzigen (spatie, dan de pijltjestoetsen)',
  resize: 'Breedte van {name}',
  resetColumns: 'Kolommen herstellen',
  density: 'Rijhoogte',
  compact: 'Compact',
  comfortable: 'Ruim',
  minimumColumns: 'Er {{count:blijft|blijven}} minstens {count} {{kolom|kolommen}} zichtbaar',
  rowNumber: '#',
  selectRow: 'Rij {number} selecteren',
  selectPage: 'Alle rijen op deze pagina selecteren',
  selectedRows: '{count} geselecteerd',
  selectAllMatching:
    '{{count:De|Alle}} {count} {{rij selecteren die aan het filter voldoet|rijen selecteren die aan het filter voldoen}}',
  allMatchingSelected:
    '{{count:De|Alle}} {count} {{rij die aan het filter voldoet is|rijen die aan het filter voldoen zijn}} geselecteerd',
  clearSelection: 'Selectie wissen',
  expandRow: 'Rijen onder rij {number} tonen',
  collapseRow: 'Rijen onder rij {number} verbergen',
  exportCsv: 'CSV exporteren',
  exporting: 'Bezig met exporteren…',
  exportFailed: 'Exporteren mislukt, probeer het opnieuw',
  sortAscending: 'oplopend gesorteerd',
  sortDescending: 'aflopend gesorteerd',
} satisfies Translation['table'];
