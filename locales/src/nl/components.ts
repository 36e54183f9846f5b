import type { Translation } from '../i18n-types.js';

/** The design system's components (web's ui/): what they say by themselves, whatever screen shows them. */
export const components = {
  filterBar: {
    label: 'Filters',
    active: 'Actieve filters',
    remove: 'Filter {filter} verwijderen',
    clear: 'Filters wissen',
  },
  copyButton: {
    failed: 'Kopiëren naar het klembord is mislukt',
  },
  errorState: {
    retry: 'Opnieuw proberen',
  },
  toast: {
    region: 'Meldingen',
    one: 'Melding',
    dismiss: 'Sluiten',
  },
} satisfies Translation['components'];
