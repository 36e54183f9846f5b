/** The KYC checks: the queue, a task, decisions, histories and configuration. */
export const kyc = {
  /** Texts of the KYC service's answers (the API speaks English). */
  wire: {
    merchantCodeNeeded: "A division's KYC configuration is read within a merchant: name its merchantCode",
    approvedAutomatically: 'Approved automatically: a government entity with its required dataset complete',
    moveNotAllowed: 'A seller cannot move from {from:string} to {to:string}',
    permissionRefuses:
      "This division's KYC permission ({permission:string}) does not allow a merchant to move a seller to {to:string}",
    taskNotFound: 'No KYC task {code:string}',
    taskTaken: 'KYC task {code:string} is assigned to {assignee:string}',
    taskDone: 'KYC task {code:string} is already decided',
    taskNotYours: 'KYC task {code:string} is not assigned to you',
    sameTier: 'The seller is already on {tier:string}',
    merchantConfigTakesTierOnly: "A merchant's KYC configuration holds only its default tier",
  },
  reasons: {
    SELLER_CREATED: 'New seller',
    DATA_CHANGED: 'Data changed',
    DOCUMENTS: 'New documents',
    TIER_THRESHOLD: 'Tier threshold',
    REOPENED: 'Reopened',
  },
  taskStatuses: {
    OPEN: 'Open',
    ASSIGNED: 'Assigned',
    DONE: 'Done',
  },
};
