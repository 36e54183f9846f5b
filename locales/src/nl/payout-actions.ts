import type { Translation } from '../i18n-types.js';

export const payoutActions = {
  process: 'Uitbetalingsverzoeken verwerken',
  deleteRequest: 'Uitbetalingsverzoek verwijderen',
  deleteMessage:
    'Dit kan niet ongedaan worden gemaakt. Het kan tot 30 minuten duren voordat een verwijderd uitbetalingsverzoek zichtbaar is.',
  deletedNote: 'Het uitbetalingsverzoek is verwijderd. Het kan tot 30 minuten duren voordat de lijsten dit tonen.',
  returnRequest: 'Uitbetalingsverzoek terugboeken',
  returnMessage: 'Het bedrag komt terug op het bevestigde saldo.',
  regenerateReturned: 'Teruggekomen uitbetalingsverzoeken opnieuw aanmaken (bounceback)',
  triggerScheduled: 'Geplande uitbetaling nu starten',
  approveBatch: 'Uitbetalingsbatch goedkeuren',
  instructBatch: 'Uitbetalingsbatch naar de bank sturen',
  cancelBatch: 'Uitbetalingsbatch annuleren',
  cancelBatchItem: 'Item uit uitbetalingsbatch verwijderen',
  downloadSepaXml: 'SEPA XML van uitbetalingsbatch downloaden',
} satisfies Translation['payoutActions'];
