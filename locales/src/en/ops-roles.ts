/** Ops roles (issue 30): their names, what each may do, and the platform's refusals. */
export const opsRoles = {
  names: {
    viewer: 'Viewer',
    operator: 'Operator',
    treasury: 'Treasury',
    approver: 'Approver',
    admin: 'Admin',
  },
  /** Why an action is not offered or not run: the account's roles do not allow it. */
  notAllowed: 'Unauthorised: your roles do not allow this',
  descriptions: {
    viewer: 'Reads everything, acts on nothing',
    operator: 'Sellers, KYC decisions, transactions and splits, payout requests, reconciliation',
    treasury: 'Balance transfers, payout batches, bank and PSP configuration',
    approver: 'Approves what the approval rules send',
    admin: 'Configurations, merchant users and roles',
  },
  wire: {
    /** The spec's word for a refusal (its Unauthorised screen). */
    unauthorised: 'Unauthorised',
    needsRole: 'This needs one of the roles {needed:string}; this account has {held:string}',
    noRoles: 'none',
    notYours: 'Only roles you hold yourself can be given or taken away: {roles:string}',
    unknownAccount: 'No ops account has this id',
    externalIssuer: 'Roles come from the identity provider: change them there',
  },
};
