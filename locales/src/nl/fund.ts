import type { Translation } from '../i18n-types.js';

export const fund = {
  transferTypes: {
    CORRECTION: 'Correctie',
    USAGE_FEE: 'Gebruikskosten',
    VAT: 'Btw',
    CHARGEBACK: 'Terugboeking',
    INVOICE: 'Factuur',
    PAYOUT_INVOICE: 'Uitbetalingsfactuur',
    WALLET: 'Wallet',
    DEPOSIT: 'Storting',
    RESERVE: 'Reserve',
  },
  mutationTypes: {
    BALANCE_TRANSFER: 'Saldo-overboeking',
    PAYOUT: 'Uitbetaling',
    PSP_FEE: 'PSP-kosten',
    SPLIT: 'Split',
    SPLIT_REFUND: 'Split-terugbetaling',
    PAYOUT_RETURN: 'Teruggekomen uitbetaling',
    DEPOSIT: 'Storting',
  },
  mutationStatuses: {
    CONFIRMED: 'Bevestigd',
    PENDING: 'In afwachting',
    PENDING_CANCELLED: 'In afwachting geannuleerd',
    PROCESSED: 'Verwerkt',
  },
  buckets: {
    CONFIRMED: 'bevestigd',
    PENDING: 'in afwachting',
    PAYOUT: 'uitbetaling',
  },
  wire: {
    sameVirtualAccount: 'De van- en naar-rekening moeten verschillen',
    currencyMismatch: 'Virtuele rekening {code} houdt {accountCurrency} aan, niet {currency}',
    directionNotAllowed:
      'Overboekingen mogen alleen van verkoper naar verkoper, van verkoper naar de inkomstenrekening van de divisie, en van de inkomstenrekening van de divisie naar een verkoper',
    differentDivisions: 'Beide virtuele rekeningen moeten bij dezelfde divisie van de merchant horen',
    transfersDisabled: 'Saldo-overboekingen staan uit voor deze divisie',
    insufficientBalance:
      'Onvoldoende {bucket} saldo op virtuele rekening {code}: {available} beschikbaar, {needed} nodig',
    unbalancedPostings:
      'De boekingen van een grootboektransactie moeten per valuta optellen tot nul, in {currency} niet',
    postingCurrencyMismatch:
      'Een boeking in {currency} kan rekening {account} niet raken, die {accountCurrency} aanhoudt',
    invalidPosting: 'Een boeking verplaatst een geheel aantal kleinste eenheden, niet nul',
    unknownLedgerAccount: 'Het grootboek heeft geen rekening {account}',
    idempotencyKeyInvalid: 'De Idempotency-Key-header moet 1 tot 255 zichtbare ASCII-tekens zijn',
    idempotencyKeyReused: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek',
  },
} satisfies Translation['fund'];
