import type { Translation } from '../i18n-types.js';

/** Het auditspoor: het paneel Geschiedenis en `ops audit`. */
export const audit = {
  history: {
    title: 'Geschiedenis',
    description: 'Wie wat heeft gewijzigd, nieuwste eerst',
    loading: 'Geschiedenis laden',
    empty: 'Nog geen geschiedenis',
    emptyDescription: 'Wijzigingen aan dit record verschijnen hier.',
    loadFailed: 'De geschiedenis kon niet worden geladen',
    showMore: 'Meer tonen',
    shown: '{shown} van {total} {{wijziging|wijzigingen}}',
    by: 'door {actor}',
    created: 'Aangemaakt met',
    removed: 'Verwijderd, het had',
    nothingChanged: 'Geen veld gewijzigd',
    via: 'via {source}',
    reason: 'Reden: {reason}',
  },
  columns: {
    when: 'Wanneer',
    who: 'Wie',
    action: 'Actie',
    changes: 'Wijzigingen',
    object: 'Object',
    division: 'Divisie',
    source: 'Bron',
    reason: 'Reden',
  },
  sources: {
    WEB: 'Web',
    PALETTE: 'Opdrachtpalet',
    CLI: 'CLI',
    API: 'API',
    JOB: 'Geplande taak',
  },
  chain: {
    holds: 'De auditketen is intact: {checked} {{regel|regels}} gecontroleerd, kop {position} {hash}',
    CHANGED:
      'De auditketen is verbroken bij regel {id} (positie {position}): die is gewijzigd nadat hij was geschreven',
    REMOVED: 'De auditketen is verbroken bij regel {id} (positie {position}): die is verwijderd',
    UNSEALED: 'De auditketen is verbroken bij regel {id}: die is geschreven zonder zegel',
  },
} satisfies Translation['audit'];
