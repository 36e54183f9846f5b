import type { Translation } from '../i18n-types.js';

/** De gedeelde datatabel (ui/data-table): kolommenmenu, selectie, subrijen, rijnummers en CSV-export. */
export const table = {
  columns: 'Kolommen',
  show: '{name:string} tonen',
  moveLeft: '{name:string} naar links',
  moveRight: '{name:string} naar rechts',
  resize: 'Breedte van {name:string}',
  resetColumns: 'Kolommen herstellen',
  minimumColumns: 'Er blijven minstens {count:number} kolommen zichtbaar',
  rowNumber: '#',
  selectRow: 'Rij {number:number} selecteren',
  selectPage: 'Alle rijen op deze pagina selecteren',
  selectedRows: '{count:number} geselecteerd',
  selectAllMatching: 'Alle {count:number} rijen selecteren die aan het filter voldoen',
  allMatchingSelected: 'Alle {count:number} rijen die aan het filter voldoen zijn geselecteerd',
  clearSelection: 'Selectie wissen',
  expandRow: 'Rijen onder rij {number:number} tonen',
  collapseRow: 'Rijen onder rij {number:number} verbergen',
  exportCsv: 'CSV exporteren',
  exporting: 'Bezig met exporteren…',
  exportFailed: 'Exporteren mislukt, probeer het opnieuw',
  sortAscending: 'oplopend gesorteerd',
  sortDescending: 'aflopend gesorteerd',
} satisfies Translation['table'];
