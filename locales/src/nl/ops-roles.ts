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
  wire: {
    unauthorised: 'Geen toegang',
    needsRole: 'Hiervoor is een van de rollen {needed} nodig; dit account heeft {held}',
    noRoles: 'geen',
    notYours: 'Alleen rollen die u zelf hebt kunt u geven of afnemen: {roles}',
    unknownAccount: 'Geen ops-account heeft deze id',
    externalIssuer: 'Rollen komen van de identiteitsprovider: wijzig ze daar',
  },
} satisfies Translation['opsRoles'];
