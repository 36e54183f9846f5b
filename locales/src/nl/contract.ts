import type { Translation } from '../i18n-types.js';

export const contract = {
  merchantSearchTooShort: 'Zoeken op naam of code vraagt minstens {min} letter{{s}}',
  complianceSignOffNeeded: 'Goedkeuring van de compliance officer is nodig voor het inschakelen',
  refundPeriodNeedsScheduler: 'De terugbetalingsperiode is alleen beschikbaar als de uitbetalingsplanner aan staat',
  companyTypeRequired: 'Een organisatie heeft een bedrijfstype nodig',
  companyTypeForbidden: 'Alleen een organisatie heeft een bedrijfstype',
  expiryBeforeIssue: 'De vervaldatum moet na de uitgiftedatum liggen',
  invalidPhone: 'Ongeldig telefoonnummer',
  invalidEmail: 'Ongeldig e-mailadres',
  invalidCurrencyCode: 'Valutacode moet uit drie hoofdletters bestaan',
  twoDecimalsAtMost: 'Hoogstens twee decimalen',
  invalidCountryCode: 'Landcode moet uit drie hoofdletters bestaan',
  uploadTooLarge: 'Het bestand is groter dan {megabytes} MB',
  uploadWrongType: 'Alleen afbeeldingen, PDF- en HEIC-bestanden kunnen worden geüpload',
  logoWrongType: 'Een logo moet een PNG-, JPEG- of WebP-afbeelding zijn',
} satisfies Translation['contract'];
