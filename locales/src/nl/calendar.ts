import type { Translation } from '../i18n-types.js';

export const calendar = {
  apply: 'Toepassen',
  cancel: 'Annuleren',
  clear: 'Datums wissen',
  pickDay: 'Kies een dag',
  pickStart: 'Kies de eerste dag',
  pickEnd: 'Kies de laatste dag',
  maxRangeExceeded: 'Het geselecteerde bereik is te lang. Het maximale bereik is {maxRangeDays} dagen.',
} satisfies Translation['calendar'];
