import type { Translation } from '../i18n-types.js';

export const money = {
  currencyNotFound: 'Valutacode niet gevonden',
  tooManyDecimals: 'Bedragen in {currency} hebben hoogstens {digits} decimalen',
} satisfies Translation['money'];
