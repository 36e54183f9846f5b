import type { KycHistoryEntry, KycTask } from '../contract/index.ts';
import { listColumns } from './list-column.ts';

/** The KYC checks queue's columns. */
export const kycTaskColumns = listColumns<KycTask>([
  { field: 'code', headerKey: 'kyc.queue.code', value: (task) => task.code },
  { field: 'sellerName', headerKey: 'kyc.queue.seller', value: (task) => task.sellerName },
  { field: 'accountHolderCode', headerKey: 'kyc.queue.sellerCode', value: (task) => task.accountHolderCode },
  { field: 'merchantName', headerKey: 'kyc.queue.merchantName', value: (task) => task.merchantName },
  { field: 'divisionName', headerKey: 'kyc.queue.division', value: (task) => task.divisionName },
  { field: 'tier', headerKey: 'kyc.queue.tier', value: (task) => task.tier },
  { field: 'reason', headerKey: 'kyc.queue.reason', value: (task) => task.reason },
  { field: 'status', headerKey: 'kyc.queue.status', value: (task) => task.status },
  { field: 'assignee', headerKey: 'kyc.queue.assignee', value: (task) => task.assignee },
  { field: 'createdAt', kind: 'timestamp', headerKey: 'kyc.queue.opened', value: (task) => task.createdAt },
]);

/** A seller's KYC history's columns. */
export const kycHistoryColumns = listColumns<KycHistoryEntry>([
  { field: 'createdAt', kind: 'timestamp', headerKey: 'kyc.history.date', value: (entry) => entry.createdAt },
  { field: 'status', headerKey: 'kyc.history.move', value: (entry) => `${entry.previousStatus} → ${entry.status}` },
  { field: 'tier', headerKey: 'kyc.history.tier', value: (entry) => entry.tier },
  { field: 'analyst', headerKey: 'kyc.history.analyst', value: (entry) => entry.analyst },
  { field: 'externalComment', headerKey: 'kyc.history.externalComment', value: (entry) => entry.externalComment },
  { field: 'internalComment', headerKey: 'kyc.history.internalComment', value: (entry) => entry.internalComment },
  {
    field: 'changes',
    headerKey: 'kyc.history.changes',
    value: ({ changes }) =>
      [
        ...changes.new.map((change) => `+ ${change.field}: ${change.after}`),
        ...changes.updated.map((change) => `~ ${change.field}: ${change.before} → ${change.after}`),
        ...changes.removed.map((change) => `- ${change.field}: ${change.before}`),
      ].join('; '),
  },
]);
