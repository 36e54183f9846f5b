import type { Translation } from '../i18n-types.js';

export const calendar = {
  apply: 'Toepassen',
  cancel: 'Annuleren',
  clear: 'Datums wissen',
  day: 'Datum (DD-MM-JJJJ)',
  startDay: 'Begindatum (DD-MM-JJJJ)',
  endDay: 'Einddatum (DD-MM-JJJJ)',
  pickDay: 'Kies een dag',
  pickStart: 'Kies de eerste dag',
  pickEnd: 'Kies de laatste dag',
  outsideBounds: 'Deze datum kan niet worden gekozen.',
  maxRangeExceeded: 'Het geselecteerde bereik is te lang. Het maximale bereik is {maxRangeDays} {{dag|dagen}}.',
} satisfies Translation['calendar'];
