import type { Translation } from '../i18n-types.js';

export const status = {
  noAvailableInfo: 'geen informatie beschikbaar',
} satisfies Translation['status'];
