import type { Translation } from '../i18n-types.js';

export const palette = {
  open: 'Het opdrachtenpalet openen',
  title: 'Opdrachtenpalet',
  placeholder: 'Typ een opdracht, of de naam of code van een merchant…',
  empty: 'Geen resultaten gevonden',
  back: 'Terug',
  groups: {
    reports: 'Rapportages',
    recent: 'Recent gebruikt',
    navigation: 'Ga naar',
    merchant: 'Merchant',
    session: 'Sessie',
    balanceTransfers: 'Saldo-overboekingen',
    payouts: 'Uitbetalingen',
    kycChecks: 'KYC-controles',
    invoices: 'Facturen',
    sellers: 'Verkopers',
    transactions: 'Transacties',
    merchants: 'Merchants',
    approvals: 'Goedkeuringen',
  },
  shortcut: 'Sneltoets {keys}',
  searching: 'Merchants zoeken…',
  typeMore: 'Te veel merchants gevonden, typ meer',
  searchFailed: 'De merchants konden niet worden geladen',
  merchantHint: '{code} · {count} {{divisie|divisies}}',
  selection: {
    group: 'Voor de {count} geselecteerde {{rij|rijen}}',
    run: '{label} ({count} geselecteerd)',
  },
} satisfies Translation['palette'];
