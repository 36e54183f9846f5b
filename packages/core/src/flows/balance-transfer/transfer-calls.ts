import type { FundClient } from '../../api/index.ts';
import type { BalanceTransfer, CreateBalanceTransferBody, VirtualAccountBalance } from '../../contract/index.ts';

/** The platform calls a balance transfer makes; tests may hand the flow their own. */
export interface BalanceTransferCalls {
  /** The account's current balances; fails (404) for an unknown code. */
  balanceOf(virtualAccountCode: string, signal: AbortSignal): Promise<VirtualAccountBalance>;
  /** Moves the money; the same key and body again answer the first transfer and move nothing. */
  transfer(body: CreateBalanceTransferBody, idempotencyKey: string, signal: AbortSignal): Promise<BalanceTransfer>;
}

/** The calls over the fund client; `reasonOf` answers the reason the transfer is sent with (`x-ops-reason`), if any. */
export function balanceTransferCallsOf(
  fund: FundClient,
  reasonOf: () => string | undefined = () => undefined,
): BalanceTransferCalls {
  return {
    balanceOf: (virtualAccountCode, signal) =>
      fund.getVirtualAccountBalance({ params: { virtualAccountCode }, signal }),
    transfer: (body, idempotencyKey, signal) => {
      const reason = reasonOf();
      return fund.createBalanceTransfer({ body, idempotencyKey, signal, ...(reason ? { reason } : {}) });
    },
  };
}
