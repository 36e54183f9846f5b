import { type CallSource, createApiClient, createServiceClients, isSentForApproval } from '@ops/core/api';
import type { ApprovalRuleBody } from '@ops/core/contract';
import type { LedgerDivision } from '../../../ledger/testing/ledger-fixtures.ts';
import type { TestPlatformOptions } from '../../../testing/test-platform.ts';
import { type FundTestKit, startFundTest } from '../../fund/testing/fund-test-kit.ts';

export { setupTimeoutMs } from '../../fund/testing/fund-test-kit.ts';

/** The demo's two ops accounts: one asks, the other approves; Abel Approver (the approver role alone) is a third for races. */
export const requester = 'ops@sandbox.test';
export const approver = 'oscar@sandbox.test';
export const thirdOps = 'approver@sandbox.test';

export type Clients = ReturnType<typeof createServiceClients>;

export interface ApprovalsTestKit extends FundTestKit {
  /** The typed clients of a demo account, bound to `shop`, sending `source` as `x-ops-source`. */
  clientsOf(email: string, source?: CallSource): Promise<Clients>;
  /** A division with two sellers, transfers on, 100,000 (EUR 1,000.00 × 100) on seller 0, and `rule` if given. */
  shop(rule?: ApprovalRuleBody): Promise<LedgerDivision>;
}

/** The EUR 1,000 rule of the demo: balance transfers at or above it need one approval. */
export const thousandEuroRule: ApprovalRuleBody = {
  name: 'Balance transfers of EUR 1,000 or more',
  actionKinds: ['BALANCE_TRANSFER'],
  conditions: [{ kind: 'AMOUNT_AT_LEAST', currency: 'EUR', amount: 100_000 }],
};

export async function startApprovalsTest(options: TestPlatformOptions = {}): Promise<ApprovalsTestKit> {
  const kit = await startFundTest(options);
  let bound: LedgerDivision | undefined;
  const clientsOf = async (email: string, source?: CallSource) => {
    const token = await kit.platform.tokenFor(email);
    const api = createApiClient({
      baseUrl: `${kit.platform.baseUrl}/api/`,
      getToken: () => token,
      getUserEmail: () => email,
      merchantCode: () => bound?.merchantCode,
      divisionCode: () => bound?.divisionCode,
      source,
    });
    return createServiceClients(api);
  };
  return {
    ...kit,
    clientsOf,
    async shop(rule) {
      bound = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
      await kit.deposit(bound.sellerAccounts[0] ?? '', 1_000_000);
      if (rule) await (await clientsOf(requester)).approvals.createApprovalRule({ body: rule });
      return bound;
    },
  };
}

/** The approval request a held call was answered with; fails when the call ran or failed instead. */
export async function heldCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isSentForApproval(error)) return error.approval.code;
    throw error;
  }
  throw new Error('the call ran instead of waiting for approval');
}
