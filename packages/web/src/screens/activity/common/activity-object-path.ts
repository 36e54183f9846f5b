import type { AuditEvent } from '@ops/core/contract';

/** Where the web shows an object of each audited type, by its code; a type missing here has no page of its own. */
const objectPaths: Record<string, (code: string) => string> = {
  accountHolder: (code) => `/sellers/${encodeURIComponent(code)}`,
  payoutRequest: (code) => `/payouts/requests/${encodeURIComponent(code)}`,
  splitTransaction: (code) => `/transactions?transaction=${encodeURIComponent(code)}`,
  balanceTransfer: (code) => `/balance-transfers?search=${encodeURIComponent(code)}`,
  approvalRequest: (code) => `/approvals/${encodeURIComponent(code)}`,
  invoice: (code) => `/invoices/${encodeURIComponent(code)}`,
  feeContract: (code) => `/contracts/${encodeURIComponent(code)}`,
};

/**
 * The address of the entry's object on its own screen (a seller, a payout request, a transaction, a balance
 * transfer, an approval request, an invoice, a contract), with the merchant and division it belongs to;
 * undefined when the web has no page for it.
 */
export function activityObjectHref(entry: AuditEvent): { to: string; query: Record<string, string> } | undefined {
  const path = objectPaths[entry.entityType];
  if (!path) return undefined;
  const query: Record<string, string> = {};
  if (entry.merchantCode) query.merchantCode = entry.merchantCode;
  if (entry.divisionCode) query.divisionCode = entry.divisionCode;
  return { to: path(entry.entityId), query };
}
