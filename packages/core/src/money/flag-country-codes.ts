import type { CurrencyCode } from './currency-table.ts';

// biome-ignore format: ten currencies a line, alphabetical, keeps the mapping reviewable at a glance
/**
 * The flag-icons country (or region) code shown beside each currency. Typed over every currency code, so a
 * currency added to the table without a flag does not compile. EUR shows the European flag; obsolete currencies
 * show the flag of the country that issued them. null where no single flag fits: the CFA francs (XAF, XOF) and
 * the East Caribbean dollar (XCD) are shared by several countries and flag-icons has no flag for their unions.
 */
export const flagCountryCodes: Readonly<Record<CurrencyCode, string | null>> = {
  AED: 'ae', AFN: 'af', ALL: 'al', AMD: 'am', ANG: 'cw', AOA: 'ao', ARS: 'ar', AUD: 'au', AWG: 'aw', AZN: 'az',
  BAM: 'ba', BBD: 'bb', BDT: 'bd', BGN: 'bg', BHD: 'bh', BIF: 'bi', BMD: 'bm', BND: 'bn', BOB: 'bo', BRL: 'br',
  BSD: 'bs', BTN: 'bt', BWP: 'bw', BYN: 'by', BYR: 'by', BZD: 'bz', CAD: 'ca', CDF: 'cd', CHF: 'ch', CLP: 'cl',
  CNY: 'cn', COP: 'co', CRC: 'cr', CUC: 'cu', CUP: 'cu', CVE: 'cv', CZK: 'cz', DJF: 'dj', DKK: 'dk', DOP: 'do',
  DZD: 'dz', EEK: 'ee', EGP: 'eg', ERN: 'er', ETB: 'et', EUR: 'eu', FJD: 'fj', FKP: 'fk', GBP: 'gb', GEL: 'ge',
  GHS: 'gh', GIP: 'gi', GMD: 'gm', GNF: 'gn', GTQ: 'gt', GYD: 'gy', HKD: 'hk', HNL: 'hn', HRK: 'hr', HTG: 'ht',
  HUF: 'hu', IDR: 'id', ILS: 'il', INR: 'in', IQD: 'iq', IRR: 'ir', ISK: 'is', JMD: 'jm', JOD: 'jo', JPY: 'jp',
  KES: 'ke', KGS: 'kg', KHR: 'kh', KMF: 'km', KPW: 'kp', KRW: 'kr', KWD: 'kw', KYD: 'ky', KZT: 'kz', LAK: 'la',
  LBP: 'lb', LKR: 'lk', LRD: 'lr', LSL: 'ls', LTL: 'lt', LVL: 'lv', LYD: 'ly', MAD: 'ma', MDL: 'md', MGA: 'mg',
  MKD: 'mk', MMK: 'mm', MNT: 'mn', MOP: 'mo', MRO: 'mr', MRU: 'mr', MUR: 'mu', MVR: 'mv', MWK: 'mw', MXN: 'mx',
  MYR: 'my', MZN: 'mz', NAD: 'na', NGN: 'ng', NIO: 'ni', NOK: 'no', NPR: 'np', NZD: 'nz', OMR: 'om', PAB: 'pa',
  PEN: 'pe', PGK: 'pg', PHP: 'ph', PKR: 'pk', PLN: 'pl', PYG: 'py', QAR: 'qa', RON: 'ro', RSD: 'rs', RUB: 'ru',
  RWF: 'rw', SAR: 'sa', SBD: 'sb', SCR: 'sc', SDG: 'sd', SEK: 'se', SGD: 'sg', SHP: 'sh', SLE: 'sl', SLL: 'sl',
  SOS: 'so', SRD: 'sr', SSP: 'ss', STD: 'st', STN: 'st', SVC: 'sv', SYP: 'sy', SZL: 'sz', THB: 'th', TJS: 'tj',
  TMT: 'tm', TND: 'tn', TOP: 'to', TRY: 'tr', TTD: 'tt', TWD: 'tw', TZS: 'tz', UAH: 'ua', UGX: 'ug', USD: 'us',
  UYU: 'uy', UZS: 'uz', VED: 've', VEF: 've', VES: 've', VND: 'vn', VUV: 'vu', WST: 'ws', XAF: null, XCD: null,
  XCG: 'cw', XOF: null, XPF: 'pf', YER: 'ye', ZAR: 'za', ZMK: 'zm', ZMW: 'zm', ZWG: 'zw', ZWL: 'zw',
};
