import type { Translation } from '../i18n-types.js';

export const pwa = {
  offline:
    'Je bent offline. De Ops Console heeft een verbinding met het platform nodig; wat je ziet is mogelijk niet actueel.',
  updateAvailable: 'Er is een nieuwe versie van de Ops Console beschikbaar.',
  reload: 'Herladen',
  later: 'Later',
} satisfies Translation['pwa'];
