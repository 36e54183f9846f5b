import type { Translation } from '../i18n-types.js';

export const dates = {
  missingDates: 'ontbrekende datums',
} satisfies Translation['dates'];
