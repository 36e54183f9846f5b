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
    scheduleCode: 'Planning',
    dueAt: 'Gepland op',
    caughtUp: 'Ingehaald',
    rule: 'Regel',
    timeZone: 'Tijdzone',
    lastRunAt: 'Laatste run',
    lastJobId: 'Laatste taak',
    lastJobState: 'Status laatste taak',
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
  screen: {
    tab: 'Taken',
    description:
      'Het achtergrondwerk van het platform: webhookleveringen, rapporten, de uitbetalingsplanner, automatische reconciliatie, verzoeken aan de KYC-provider en goedgekeurde acties. Een taak waarvan elke poging mislukte wacht als dead letter tot hij opnieuw wordt aangeboden of geannuleerd.',
    queuesTitle: 'Wachtrijen',
    jobsTitle: 'Taken',
    schedulesTitle: 'Planningen',
    warnings: {
      title: 'Waarschuwingen',
      kinds: { backlog: 'Achterstand', slowJobs: 'Trage taken', deadLetters: 'Dode brieven' },
      backlog:
        '{queue}: {count} {{taak|taken}} meer dan {seconds} s geleden aan de beurt en niet gestart, de oudste sinds {since}',
      slowJobs:
        '{queue}: {count} {{taak|taken}} langer bezig dan de helft van {{zijn|hun}} lease, de langste sinds {since}',
      deadLetters:
        '{queue}: {count} dode {{brief|brieven}} die wacht{{|en}} op opnieuw aanbieden of annuleren, de eerste sinds {since}',
      getFailed: 'Fout: Waarschuwingen laden mislukt',
    },
    jobsOf: 'Taken van {queue}',
    everyQueue: 'Alle wachtrijen',
    rowActions: { retry: 'Nu uitvoeren', redrive: 'Aanbieden', cancel: 'Annuleren' },
    actionsColumn: 'Acties',
    getFailed: 'Fout: Taken laden mislukt',
    changeFailed: 'Fout: Taak wijzigen mislukt',
    changed: {
      retry: 'Taak {id} draait nu',
      redrive: 'Taak {id} staat weer in de wachtrij',
      cancel: 'Taak {id} is geannuleerd',
    },
    empty: { title: 'Nog geen taken', description: 'Taken verschijnen hier zodra het platform achtergrondwerk heeft' },
  },
  wire: {
    notFound: 'Geen taak heeft dit id',
    wrongState: 'Deze taak is {state}: alleen een taak die {allowed} is kan {steering} worden',
    steered: { retry: 'opnieuw geprobeerd', redrive: 'opnieuw aangeboden', cancel: 'geannuleerd' },
  },
} satisfies Translation['jobs'];
