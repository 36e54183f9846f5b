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
  },
  columns: {
    when: 'Wanneer',
    who: 'Wie',
    action: 'Actie',
    changes: 'Wijzigingen',
  },
} satisfies Translation['audit'];
