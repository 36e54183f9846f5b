import type { Translation } from '../i18n-types.js';

/** The shared modal dialog (ui/modal). */
export const modal = {
  close: 'Sluiten',
} satisfies Translation['modal'];
