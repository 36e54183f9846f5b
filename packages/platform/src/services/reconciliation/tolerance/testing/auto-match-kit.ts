import { createPspAdapterClient, type PspAdapterClient } from '@ops/core/api';
import type { AutoReconciliationRun } from '@ops/core/contract';
import {
  type PayoutDivision,
  type PayoutTestKit,
  startPayoutTest,
} from '../../../fund/payouts/testing/payout-test-kit.ts';
import { divisionOf } from '../../workbench/testing/workbench-kit.ts';

export interface AutoMatchTest {
  kit: PayoutTestKit;
  /** A division of three sellers with a PSP integration, so its auto-reconciliation runs. */
  shop: PayoutDivision;
  /** Runs the division's auto-reconciliation through its job (as of tomorrow) and answers the finished run. */
  autoReconcile(): Promise<AutoReconciliationRun>;
}

export async function startAutoMatchTest(): Promise<AutoMatchTest> {
  const kit = await startPayoutTest();
  const shop = await kit.division({ sellers: 3 });
  const psp: PspAdapterClient = createPspAdapterClient(kit.api);
  await psp.createPspIntegration({
    params: divisionOf(shop),
    body: { provider: 'ADYEN', merchantAccount: `${shop.divisionCode}-ACCOUNT` },
  });
  return {
    kit,
    shop,
    async autoReconcile() {
      const queued = await psp.triggerAutoReconciliation({ params: divisionOf(shop) });
      await kit.platform.jobs.runDue({ now: new Date(Date.now() + 86_400_000) });
      return psp.getAutoReconciliationRun({ params: { ...divisionOf(shop), runCode: queued.code } });
    },
  };
}
