import { approvalRulesStep } from './approval-rules-step.ts';
import { contractsStep } from './contracts-step.ts';
import { kycStep } from './kyc-step.ts';
import { merchantUsersStep } from './merchant-users-step.ts';
import { merchantsStep } from './merchants-step.ts';
import { moneyActivityStep } from './money-activity-step.ts';
import { moneyHistoryStep } from './money-history-step.ts';
import { payoutSchedulesStep } from './payout-schedules-step.ts';
import { pspIntegrationStep } from './psp-integration-step.ts';
import { reconciliationDemoStep } from './reconciliation-demo-step.ts';
import type { SeedStep } from './seed-step.ts';
import { sellersStep } from './sellers-step.ts';

/** The demo data steps in the order they run: a step may rely on the rows of those before it. */
export const seedSteps: readonly SeedStep[] = [
  merchantsStep,
  sellersStep,
  moneyHistoryStep,
  // Before today's money activity: the demo's reconciliation batch goes to the bank before the division's open batch
  // is made, so that one stays open.
  pspIntegrationStep,
  reconciliationDemoStep,
  moneyActivityStep,
  kycStep,
  contractsStep,
  merchantUsersStep,
  approvalRulesStep,
  payoutSchedulesStep,
];
