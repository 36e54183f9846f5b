import type { Command } from 'commander';
import type { CliContext } from '../cli-context.ts';

/** Adds a module's commands to their groups. */
type RegisterCommands = (group: (name: string) => Command, context: CliContext) => void;

/**
 * The modules of the commands that are not the registry's actions, with the groups each adds to: the reading
 * commands (`list`, `show`, …), then the commands of their own, in the order the groups list them. Each is imported
 * only when the command line names one of its groups (or none: `ops help`, `ops completion`, `ops schema`).
 */
const commandModules: readonly { groups: readonly string[]; load: () => Promise<RegisterCommands> }[] = [
  { groups: ['merchants'], load: async () => (await import('./reading/merchants.ts')).registerMerchantCommands },
  { groups: ['divisions'], load: async () => (await import('./reading/divisions.ts')).registerDivisionCommands },
  { groups: ['sellers'], load: async () => (await import('./reading/sellers.ts')).registerSellerCommands },
  { groups: ['kyc-checks'], load: async () => (await import('./reading/kyc-checks.ts')).registerKycCheckCommands },
  {
    groups: ['transactions'],
    load: async () => (await import('./reading/transactions.ts')).registerTransactionCommands,
  },
  {
    groups: ['payout-requests'],
    load: async () => (await import('./reading/payout-requests.ts')).registerPayoutRequestCommands,
  },
  { groups: ['payouts'], load: async () => (await import('./reading/payouts.ts')).registerPayoutCommands },
  {
    groups: ['balance-transfers'],
    load: async () => (await import('./reading/transfers.ts')).registerTransferCommands,
  },
  { groups: ['reports'], load: async () => (await import('./reading/reports.ts')).registerReportListCommand },
  { groups: ['bank-lines'], load: async () => (await import('./reading/bank-lines.ts')).registerBankLineCommands },
  { groups: ['acquirers'], load: async () => (await import('./reading/acquirers.ts')).registerAcquirerCommands },
  {
    groups: ['psp-reports'],
    load: async () => (await import('./reading/psp-reports.ts')).registerPspReportCommands,
  },
  {
    groups: ['psp-settlements'],
    load: async () => (await import('./reading/psp-settlements.ts')).registerPspSettlementCommands,
  },
  {
    groups: ['config', 'webhooks'],
    load: async () => (await import('./reading/configurations.ts')).registerConfigurationCommands,
  },
  {
    groups: ['tolerance-rules'],
    load: async () => (await import('./reading/tolerance-rules.ts')).registerToleranceRuleCommands,
  },
  { groups: ['audit'], load: async () => (await import('./reading/audit.ts')).registerAuditCommands },
  { groups: ['activity'], load: async () => (await import('./reading/activity.ts')).registerActivityCommands },
  {
    groups: ['invoices', 'contracts'],
    load: async () => (await import('./reading/invoices.ts')).registerInvoiceCommands,
  },
  { groups: ['users'], load: async () => (await import('./reading/users.ts')).registerUserCommands },
  { groups: ['jobs', 'schedules'], load: async () => (await import('./reading/jobs.ts')).registerJobCommands },
  { groups: ['approvals'], load: async () => (await import('./reading/approvals.ts')).registerApprovalCommands },
  { groups: ['views'], load: async () => (await import('./reading/views.ts')).registerViewCommands },
  {
    groups: ['payout-requests'],
    load: async () => (await import('../payout-processing/process-command.ts')).registerProcessCommand,
  },
  {
    groups: ['bank-statements'],
    load: async () => (await import('./bank-statement-import.ts')).registerBankStatementImportCommand,
  },
  { groups: ['onboarding'], load: async () => (await import('./onboarding-url.ts')).registerOnboardingUrlCommand },
  { groups: ['reports'], load: async () => (await import('./report-request.ts')).registerReportRequestCommand },
  {
    groups: ['psp'],
    load: async () => (await import('./psp-settlement-import.ts')).registerPspSettlementImportCommand,
  },
  {
    groups: ['psp-integrations'],
    load: async () => (await import('./auto-reconciliation.ts')).registerAutoReconciliationCommand,
  },
  { groups: ['events'], load: async () => (await import('./events/events-commands.ts')).registerEventsCommands },
  { groups: ['views'], load: async () => (await import('./view-delete.ts')).registerViewDeleteCommand },
];

/**
 * The verbs that are not actions of the registry: running one needs neither the registry nor its schemas. No
 * generated action may have one of them (`group-commands.test.ts`), or its command would be left out.
 */
export const ownVerbs: ReadonlySet<string> = new Set([
  'list',
  'show',
  'process',
  'import',
  'url',
  'request',
  'reconcile',
  'tail',
  'forward',
  'resend',
]);

/**
 * The groups' commands: reading, the commands of their own and the registry's actions, in that order. When the
 * command line names a group (`ops sellers list`), only the modules of that group load; when its verb is not an
 * action's, the action commands (and the registry) are left out too. Without a group, every group gets its commands.
 */
export async function registerGroupCommands(
  group: (name: string) => Command,
  context: CliContext,
  named: string | undefined,
  verb: string | undefined,
): Promise<void> {
  const wanted =
    named === undefined ? commandModules : commandModules.filter((module) => module.groups.includes(named));
  for (const register of await Promise.all(wanted.map((module) => module.load()))) register(group, context);
  if (verb !== undefined && ownVerbs.has(verb)) return;
  const { registerActionCommands } = await import('./action-commands.ts');
  registerActionCommands(group, context);
}
