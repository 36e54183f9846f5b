/** The payout actions of the registry (palette, shortcuts, cli) and what they answer. */
export const payoutActions = {
  process: 'Process payout requests',
  deleteRequest: 'Delete payout request',
  /** Spec section 4: a deleted payout request takes up to 30 minutes to show. */
  deleteMessage: 'This cannot be undone. A deleted payout request takes up to 30 minutes to show.',
  deletedNote: 'The payout request is deleted. It may take up to 30 minutes to show in the lists.',
  returnRequest: 'Return payout request',
  returnMessage: 'Its amount comes back onto the confirmed balance.',
  regenerateReturned: 'Regenerate returned payout requests (bounceback)',
  triggerScheduled: 'Trigger scheduled payout',
  approveBatch: 'Approve payout batch',
  instructBatch: 'Instruct payout batch',
  cancelBatch: 'Cancel payout batch',
  cancelBatchItem: 'Remove item from payout batch',
  downloadSepaXml: 'Download SEPA XML of payout batch',
};
