import type { Translation } from '../i18n-types.js';

export const paletteSearch = {
  sellers: 'Verkopers',
  transactions: 'Transacties',
  payoutRequests: 'Uitbetalingsverzoeken',
  searching: 'Zoeken…',
  failed: 'Het zoeken is mislukt. Controleer je verbinding en typ opnieuw.',
  sellerHint: '{code} · {email}',
  transactionHint: '{code} · {seller}',
  payoutRequestHint: '{code} · {merchant} / {division}',
} satisfies Translation['paletteSearch'];
