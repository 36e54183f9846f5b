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
  actions: {
    setRoles: 'Set ops account roles',
    endSessions: 'End ops account sessions',
  },
  /** What ending an account's sessions does, asked first. */
  confirmEndSessions:
    'This signs the account out of the console and the CLI everywhere: its next action leads to sign-in.',
  /** Configurations → Ops roles. */
  screen: {
    tab: 'Ops roles',
    title: 'Ops accounts',
    description:
      "The ops accounts of the embedded identity provider and their roles. A role change counts from the account's next sign-in.",
    columns: { name: 'Name', email: 'E-mail', roles: 'Roles', actions: 'Actions' },
    noRoles: 'No roles',
    editRoles: 'Edit roles',
    editTitle: 'Roles of {name:string}',
    save: 'Save',
    cancel: 'Cancel',
    notHeld: 'You do not hold this role, so you cannot give it or take it away',
    updated: 'Roles of {name:string} saved',
    updateFailed: 'Error: Failed to update roles',
    getFailed: 'Error: Failed to load ops accounts',
    endSessions: 'End sessions',
    endFailed: 'Error: Failed to end sessions',
    sessionsEnded: '{name:string} is signed out of the console and the CLI',
    empty: {
      title: 'No ops accounts here',
      description: 'Roles come from the identity provider: change them there',
    },
  },
  wire: {
    /** The spec's word for a refusal (its Unauthorised screen). */
    unauthorised: 'Unauthorised',
    needsRole: 'This needs one of the roles {needed:string}; this account has {held:string}',
    noRoles: 'none',
    notYours: 'Only roles you hold yourself can be given or taken away: {roles:string}',
    unknownAccount: 'No ops account has this id or e-mail',
    externalIssuer: 'Roles come from the identity provider: change them there',
  },
};
