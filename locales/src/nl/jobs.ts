import type { Translation } from '../i18n-types.js';

/** Achtergrondtaken (issue 33). */
export const jobs = {
  columns: {
    id: 'Taak',
    queue: 'Wachtrij',
    key: 'Sleutel',
    state: 'Status',
    attempts: 'Pogingen',
    maxAttempts: 'Max. pogingen',
    lastError: 'Laatste fout',
    runAt: 'Volgende run',
    createdAt: 'Aangemaakt',
    finishedAt: 'Afgerond',
    nextRunAt: 'Volgende run',
    payload: 'Gegevens',
  },
  states: {
    queued: 'In wachtrij',
    running: 'Bezig',
    done: 'Klaar',
    failed: 'Mislukt',
    cancelled: 'Geannuleerd',
  },
  actions: {
    retry: 'Taak opnieuw proberen',
    redrive: 'Taak opnieuw aanbieden',
    cancel: 'Taak annuleren',
  },
  wire: {
    notFound: 'Geen taak heeft dit id',
    wrongState: 'Deze taak is {state}: alleen een taak die {allowed} is kan {steering} worden',
    steered: { retry: 'opnieuw geprobeerd', redrive: 'opnieuw aangeboden', cancel: 'geannuleerd' },
  },
} satisfies Translation['jobs'];
