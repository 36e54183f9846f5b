/** The payout actions of the registry (palette, shortcuts, cli) and what they answer. */
export const payoutActions = {
  process: 'Process payout requests',
  deleteRequest: 'Delete payout request',
  deletedNote: 'The payout request is deleted. It may take up to 30 minutes to show in the lists.',
  returnRequest: 'Return payout request',
  regenerateReturned: 'Regenerate returned payout requests (bounceback)',
  triggerScheduled: 'Trigger scheduled payout',
  approveBatch: 'Approve payout batch',
  instructBatch: 'Instruct payout batch',
  cancelBatch: 'Cancel payout batch',
  cancelBatchItem: 'Remove item from payout batch',
  downloadSepaXml: 'Download SEPA XML of payout batch',
};
