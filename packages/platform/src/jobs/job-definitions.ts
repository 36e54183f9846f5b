import { expireApprovalJob, runApprovalJob } from '../services/approvals/approval-jobs.ts';
import { scheduledPayoutJob } from '../services/fund/scheduler/scheduled-payout-job.ts';
import { generateReportJob } from '../services/invoicing/reports/generate-report-job.ts';
import { sandboxKycProvider } from '../services/kyc/external/sandbox-provider.ts';
import {
  autoReconciliationRunJob,
  scheduledAutoReconciliationJob,
} from '../services/psp-adapter/auto-reconciliation/auto-reconciliation-jobs.ts';
import { deliverWebhookJob } from '../services/webhooks/deliver-webhook-job.ts';
import type { AnyJobDefinition } from './define-job.ts';

/** Every kind of job the platform runs, one line each: a queued job whose kind is not here fails. */
export const jobDefinitions: readonly AnyJobDefinition[] = [
  scheduledPayoutJob as AnyJobDefinition,
  deliverWebhookJob as AnyJobDefinition,
  sandboxKycProvider,
  generateReportJob as AnyJobDefinition,
  autoReconciliationRunJob as AnyJobDefinition,
  scheduledAutoReconciliationJob as AnyJobDefinition,
  runApprovalJob as AnyJobDefinition,
  expireApprovalJob as AnyJobDefinition,
];
