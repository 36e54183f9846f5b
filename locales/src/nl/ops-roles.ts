import type { Translation } from '../i18n-types.js';

/** Ops-rollen (issue 30): hun namen, wat elk mag, en de weigeringen van het platform. */
export const opsRoles = {
  names: {
    viewer: 'Kijker',
    operator: 'Operator',
    treasury: 'Treasury',
    approver: 'Goedkeurder',
    admin: 'Beheerder',
  },
  /** Why an action is not offered or not run: the account's roles do not allow it. */
  notAllowed: 'Geen toegang: uw rollen staan dit niet toe',
  descriptions: {
    viewer: 'Leest alles, doet niets',
    operator: 'Verkopers, KYC-besluiten, transacties en splits, uitbetalingsverzoeken, afletteren',
    treasury: 'Saldo-overboekingen, uitbetalingsbatches, bank- en PSP-instellingen',
    approver: 'Keurt goed wat de goedkeuringsregels sturen',
    admin: 'Configuraties, merchantgebruikers en rollen',
  },
  actions: {
    setRoles: 'Rollen van ops-account instellen',
    endSessions: 'Sessies van ops-account beëindigen',
  },
  confirmEndSessions:
    'Dit meldt het account overal af in de console en de CLI: de volgende actie leidt naar aanmelden.',
  screen: {
    tab: 'Ops-rollen',
    title: 'Ops-accounts',
    description:
      'De ops-accounts van de ingebouwde identiteitsprovider en hun rollen. Een gewijzigde rol geldt vanaf de volgende aanmelding van het account.',
    columns: { name: 'Naam', email: 'E-mail', roles: 'Rollen', actions: 'Acties' },
    noRoles: 'Geen rollen',
    editRoles: 'Rollen bewerken',
    editTitle: 'Rollen van {name}',
    save: 'Opslaan',
    cancel: 'Annuleren',
    notHeld: 'U hebt deze rol zelf niet, dus u kunt hem niet geven of afnemen',
    updated: 'Rollen van {name} opgeslagen',
    updateFailed: 'De rollen konden niet worden bijgewerkt',
    getFailed: 'De ops-accounts konden niet worden geladen',
    endSessions: 'Sessies beëindigen',
    endFailed: 'De sessies konden niet worden beëindigd',
    sessionsEnded: '{name} is afgemeld in de console en de CLI',
    empty: {
      title: 'Hier zijn geen ops-accounts',
      description: 'Rollen komen van de identiteitsprovider: wijzig ze daar',
    },
  },
  wire: {
    unauthorised: 'Geen toegang',
    needsRole: 'Hiervoor is een van de rollen {needed} nodig; dit account heeft {held}',
    noRoles: 'geen',
    notYours: 'Alleen rollen die u zelf hebt kunt u geven of afnemen: {roles}',
    unknownAccount: 'Geen ops-account heeft deze id of dit e-mailadres',
    externalIssuer: 'Rollen komen van de identiteitsprovider: wijzig ze daar',
  },
} satisfies Translation['opsRoles'];
