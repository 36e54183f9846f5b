import type { Translation } from '../i18n-types.js';

export const kycTiers = {
  about: 'Over KYC-niveaus',
  descriptions: {
    LIGHT_KYC: 'Laag risico: één betaling onder 1.000 EUR.',
    STANDARD_KYC: 'Cumulatieve betalingen aan de verkoper van 0 tot 5.000 EUR.',
    ADVANCED_KYC: 'Gemiddeld risico: cumulatief boven 5.000 EUR; geldt voor alle organisaties.',
  },
} satisfies Translation['kycTiers'];
