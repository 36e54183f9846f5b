import type { Translation } from '../i18n-types.js';

export const approvals = {
  actions: {
    approve: 'Verzoek goedkeuren',
    reject: 'Verzoek afwijzen',
  },
  list: {
    code: 'Code',
    status: 'Status',
    action: 'Actie',
    amount: 'Bedrag',
    items: 'Items',
    division: 'Divisie',
    requestedBy: 'Aangevraagd door',
    approvals: 'Goedkeuringen',
    reason: 'Waarom',
    createdAt: 'Aangevraagd op',
    expiresAt: 'Verloopt op',
  },
  sentForApproval: 'Ter goedkeuring verstuurd: {code} ({reason})',
  statuses: {
    PENDING: 'wacht op goedkeuring',
    APPROVED: 'goedgekeurd, wordt uitgevoerd',
    EXECUTED: 'uitgevoerd',
    FAILED: 'mislukt',
    REJECTED: 'afgewezen',
    EXPIRED: 'verlopen',
  },
  actionKinds: {
    BALANCE_TRANSFER: 'Saldo-overboeking',
    PAYOUT_BATCH_APPROVAL: 'Goedkeuring uitbetalingsbatch',
    PAYOUT_BATCH_INSTRUCTION: 'Opdracht uitbetalingsbatch',
    MANUAL_PAYOUT_REQUEST: 'Handmatig uitbetalingsverzoek',
    SPLIT_REFUND: 'Split-terugbetaling',
    EXTERNAL_ACCOUNT_CHANGE: 'Externe rekening toegevoegd of gewijzigd',
    BULK_PAYOUT_PROCESSING: 'Uitbetalingen in bulk verwerken',
  },
  refusals: {
    notFound: 'Er is geen goedkeuringsverzoek met deze code',
    ruleNotFound: 'Deze divisie heeft geen goedkeuringsregel met deze code',
    ownRequest: 'U heeft dit zelf aangevraagd, dus iemand anders moet het goedkeuren',
    approvedAlready: 'U heeft dit verzoek al goedgekeurd; de volgende goedkeuring moet van iemand anders komen',
    notWaiting: 'Dit goedkeuringsverzoek wacht niet meer op goedkeuring (het is {status})',
    expired: 'Dit goedkeuringsverzoek is verlopen op {at}; er wordt niets uitgevoerd',
  },
  mail: {
    subject: 'Goedkeuring nodig: {kind} {code}',
    body: '{requester} vraagt: {kind} in divisie {division}{amount}.\nWaarom het wacht: {reason}.\nHet verloopt op {expiresAt}.\n\nKeur het goed of af: {link}\nof in een terminal: ops approvals show {code}',
  },
} satisfies Translation['approvals'];
