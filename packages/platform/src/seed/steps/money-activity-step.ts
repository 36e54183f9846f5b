import { balanceTransferTypes, createBalanceTransferBodySchema } from '@ops/core/contract';
import type { Transaction } from '../../db/database.ts';
import type { Caller } from '../../identity/caller.ts';
import { assertLedgerInvariants } from '../../ledger/ledger-invariants.ts';
import { createBalanceTransfer } from '../../services/fund/create-balance-transfer.ts';
import { makeTransferOn } from '../../services/fund/transfer-call.ts';
import { demoMerchants } from '../demo-merchants.ts';
import {
  type Payable,
  payables,
  payoutActivity,
  payoutActivityAccounts,
  regenerateReturned,
} from './money-activity-payouts.ts';
import { splitActivity } from './money-activity-splits.ts';
import { type MoneyDivision, readMoneyDivisions, readMoneySellers, sellersKey } from './money-history-accounts.ts';
import { runClaimedOnce, type SeedStep } from './seed-step.ts';

const stepName = 'money-activity';

/** The demo data's ops user, as the services see a signed-in caller. */
export const opsCaller: Caller = { email: 'ops@sandbox.test', name: 'Ops Sandbox', opsStaff: true, roles: [] };

/** The division whose returned payouts are regenerated (bounceback); the others keep theirs RETURNED. */
const bouncebackDivision = 'D-HOLLAND-GOODS-BE';

/** A transfer of every type, each way the rules allow: seller to seller, to the division and back. */
async function transferActivity(tx: Transaction, division: MoneyDivision, accounts: Payable[]): Promise<void> {
  for (const [index, type] of balanceTransferTypes.entries()) {
    const seller = accounts[index % accounts.length]?.virtualAccountCode ?? '';
    const other = accounts[(index + 1) % accounts.length]?.virtualAccountCode ?? '';
    const [from, to] =
      type === 'WALLET'
        ? [seller, other]
        : type === 'CORRECTION' || type === 'DEPOSIT'
          ? [division.incomeAccount, seller]
          : [seller, division.incomeAccount];
    const body = createBalanceTransferBodySchema.parse({
      fromVirtualAccountCode: from,
      toVirtualAccountCode: to,
      amount: 150 + index * 25,
      currency: division.currency,
      type,
      description: `Demo ${type.toLowerCase().replace('_', ' ')}`,
    });
    await createBalanceTransfer(makeTransferOn(tx), body, opsCaller, null);
  }
}

/**
 * Today's money of the demo merchants' divisions, made through the fund service's own functions as ops would make
 * them: transactions of every status and type, payout requests and batches in every status, and balance transfers
 * of every type where the division allows them. The services give their rows random codes, so the step claims
 * its `seed_runs` marker inside its own transaction: it runs to the end once, or not at all.
 */
export const moneyActivityStep: SeedStep = {
  name: stepName,
  async run(database, plan) {
    const demoDivisions = new Set(
      demoMerchants.flatMap((merchant) => merchant.divisions.map((division) => division.code)),
    );
    const sellersByDivision = await readMoneySellers(database.db, [...demoDivisions]);
    const divisions: MoneyDivision[] = (await readMoneyDivisions(database.db))
      .filter((division) => demoDivisions.has(division.divisionCode))
      .map((division) => ({
        ...division,
        sellers: sellersByDivision.get(sellersKey(division.divisionCode, division.currency)) ?? [],
      }));
    await runClaimedOnce(database, { name: stepName, size: plan.size }, async (tx) => {
      for (const division of divisions) {
        const [first, second] = division.sellers;
        if (!first || !second) continue;
        await splitActivity(tx, opsCaller, division, [first.accountHolderCode, second.accountHolderCode]);
        const sellers = await payables(
          tx,
          division.sellers.flatMap((seller) => (seller.payee ? [seller.virtualAccountCode] : [])),
        );
        if (division.balanceTransfersEnabled && sellers.length >= 2) await transferActivity(tx, division, sellers);
        const [income] = division.divisionPayee ? await payables(tx, [division.incomeAccount]) : [];
        if (income && sellers.length >= 3) {
          await payoutActivity(tx, opsCaller, division, income, sellers.slice(0, payoutActivityAccounts));
        }
        if (division.divisionCode === bouncebackDivision) await regenerateReturned(tx, opsCaller, division);
      }
      await assertLedgerInvariants(tx);
    });
  },
};
