/**
 * The noun groups and their verbs, as `ops --help` lists them without loading the commands (a group's commands,
 * their options and the action registry load only when the group is named). `command-groups.test.ts` checks this
 * against the program the commands build, so a new action that is not added here fails the tests.
 */
export const commandGroups: Readonly<Record<string, readonly string[]>> = {
  merchants: ['list', 'show', 'clear', 'create', 'delete'],
  divisions: ['list', 'show', 'create', 'delete'],
  sellers: ['list', 'show', 'create', 'update', 'change-legal-form', 'delete', 'balances'],
  'kyc-checks': [
    'list',
    'history',
    'next',
    'continue',
    'assign',
    'release',
    'decide',
    'update-tier',
    'provider-request',
  ],
  'kyc-configurations': ['update'],
  transactions: ['list', 'show', 'create-split', 'refund', 'open', 'cancel'],
  'payout-requests': ['list', 'show', 'process', 'create', 'delete', 'return', 'regenerate-returned'],
  payouts: ['list', 'show', 'trigger-scheduled', 'approve', 'instruct', 'cancel', 'cancel-item', 'download-sepa-xml'],
  'balance-transfers': ['list', 'show', 'create'],
  'bank-statements': ['import'],
  'bank-lines': ['list', 'allocate', 'link-payout'],
  psp: ['import'],
  'psp-reports': ['list'],
  'psp-integrations': ['retrigger', 'add', 'edit', 'remove'],
  ubos: ['add', 'remove', 'update'],
  'external-accounts': ['update-status', 'select', 'add', 'delete', 'attach-file'],
  ibans: ['check'],
  documents: ['add', 'upload', 'remove'],
  config: ['show', 'set'],
  webhooks: ['list', 'test', 'deliveries', 'redeliver'],
  'bearer-tokens': ['reveal'],
  audit: ['list'],
};
