/** Four-eyes approval (issue 29): the platform's refusals and e-mail, and the words every caller shows. */
export const approvals = {
  actions: {
    approve: 'Approve request',
    reject: 'Reject request',
  },
  list: {
    code: 'Code',
    status: 'Status',
    action: 'Action',
    amount: 'Amount',
    items: 'Items',
    division: 'Division',
    requestedBy: 'Requested by',
    approvals: 'Approvals',
    reason: 'Why',
    createdAt: 'Requested at',
    expiresAt: 'Expires at',
    source: 'Source',
    approvedBy: 'Approved by',
    rejection: 'Rejection',
    outcome: 'Outcome',
  },
  sentForApproval: 'Sent for approval: {code:string} ({reason:string})',
  statuses: {
    PENDING: 'waiting for approval',
    APPROVED: 'approved, running',
    EXECUTED: 'done',
    FAILED: 'failed',
    REJECTED: 'rejected',
    EXPIRED: 'expired',
  },
  actionKinds: {
    BALANCE_TRANSFER: 'Balance transfer',
    PAYOUT_BATCH_APPROVAL: 'Payout batch approval',
    PAYOUT_BATCH_INSTRUCTION: 'Payout batch instruction',
    MANUAL_PAYOUT_REQUEST: 'Manual payout request',
    SPLIT_REFUND: 'Split refund',
    EXTERNAL_ACCOUNT_CHANGE: 'External account added or changed',
    BULK_PAYOUT_PROCESSING: 'Bulk payout processing',
  },
  refusals: {
    notFound: 'No approval request has this code',
    ruleNotFound: 'This division has no approval rule with this code',
    ownRequest: 'You asked for this, so someone else must approve it',
    approvedAlready: 'You approved this request already; the next approval must come from someone else',
    notWaiting: 'This approval request no longer waits for approval (it is {status:string})',
    expired: 'This approval request expired on {at:string}; it runs nothing',
  },
  mail: {
    subject: 'Approval needed: {kind:string} {code:string}',
    body:
      '{requester:string} asked for: {kind:string} in division {division:string}{amount:string}.\n' +
      'Why it waits: {reason:string}.\nIt expires on {expiresAt:string}.\n\nApprove or reject it: {link:string}\n' +
      'or in a terminal: ops approvals show {code:string}',
  },
};
