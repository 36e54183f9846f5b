import type { Command } from 'commander';
import type { CliContext } from '../../cli-context.ts';
import { registerAcquirerCommands } from './acquirers.ts';
import { registerActivityCommands } from './activity.ts';
import { registerApprovalCommands } from './approvals.ts';
import { registerAuditCommands } from './audit.ts';
import { registerBankLineCommands } from './bank-lines.ts';
import { registerConfigurationCommands } from './configurations.ts';
import { registerDivisionCommands } from './divisions.ts';
import { registerInvoiceCommands } from './invoices.ts';
import { registerJobCommands } from './jobs.ts';
import { registerKycCheckCommands } from './kyc-checks.ts';
import { registerMerchantCommands } from './merchants.ts';
import { registerPayoutRequestCommands } from './payout-requests.ts';
import { registerPayoutCommands } from './payouts.ts';
import { registerPspReportCommands } from './psp-reports.ts';
import { registerPspSettlementCommands } from './psp-settlements.ts';
import { registerReportListCommand } from './reports.ts';
import { registerSellerCommands } from './sellers.ts';
import { registerTransactionCommands } from './transactions.ts';
import { registerTransferCommands } from './transfers.ts';
import { registerUserCommands } from './users.ts';
import { registerViewCommands } from './views.ts';

/** `list` and `show` under each group: the screens' lists with their filters, paging and output formats. */
export function registerReadingCommands(group: (name: string) => Command, context: CliContext): void {
  registerMerchantCommands(group, context);
  registerDivisionCommands(group, context);
  registerSellerCommands(group, context);
  registerKycCheckCommands(group, context);
  registerTransactionCommands(group, context);
  registerPayoutRequestCommands(group, context);
  registerPayoutCommands(group, context);
  registerTransferCommands(group, context);
  registerReportListCommand(group, context);
  registerBankLineCommands(group, context);
  registerAcquirerCommands(group, context);
  registerPspReportCommands(group, context);
  registerPspSettlementCommands(group, context);
  registerConfigurationCommands(group, context);
  registerAuditCommands(group, context);
  registerActivityCommands(group, context);
  registerInvoiceCommands(group, context);
  registerUserCommands(group, context);
  registerJobCommands(group, context);
  registerApprovalCommands(group, context);
  registerViewCommands(group, context);
}
