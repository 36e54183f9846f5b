import type { Translation } from '../i18n-types.js';

export const lists = {
  paging: {
    label: "Pagina's",
    total: '{count} in totaal',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages}',
    pageSize: 'Rijen per pagina',
  },
} satisfies Translation['lists'];
