import type { Translation } from '../i18n-types.js';

export const toleranceRules = {
  tab: 'Tolerantieregels',
  title: 'Tolerantieregels',
  description:
    'Hoever automatisch afstemmen het bedrag en de datum van een regel laat afwijken van zijn kandidaat om ze toch te matchen, als precies één kandidaat past: een bankregel en een uitbetalingsbatch of -post, een PSP-afrekeningsregel en een transactie, terugbetaling of chargeback. De ruimste van de twee bedragtoleranties telt.',
  amountMinor: 'Bedragtolerantie (kleinste eenheden)',
  amountMinorHint: 'Bijv. 50 is 0,50 in de valuta van de regel; leeg voor geen',
  amountPercent: 'Bedragtolerantie (% van de regel)',
  amountPercentHint: 'Hoogstens {max} %, twee decimalen; leeg voor geen',
  dateWindowDays: 'Datumvenster (dagen ervoor en erna)',
  dateWindowHint: '0 is dezelfde dag; hoogstens {max}',
  outOfRange: 'Een geheel getal van 0 tot en met {max}',
  percentOutOfRange: 'Een percentage van 0 tot en met {max} met hoogstens twee decimalen',
  exact: 'Nog geen regel: bedragen moeten precies kloppen, op dezelfde dag.',
  changed: 'Laatst gewijzigd door {by} op {at}',
  save: 'Opslaan',
  saved: 'Tolerantieregel opgeslagen',
  getFailed: 'De tolerantieregel kon niet worden geladen',
  updateFailed: 'De tolerantieregel kon niet worden bijgewerkt',
  updatedBy: 'Gewijzigd door',
  cli: {
    show: 'de tolerantieregel van de gebonden divisie: bedragtolerantie in kleinste eenheden en procent, en het datumvenster',
  },
  actions: {
    set: 'Tolerantieregel instellen',
  },
} satisfies Translation['toleranceRules'];
