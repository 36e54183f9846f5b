import { actionRegistry, availableActions, runAction } from '@ops/core/actions';
import { isSentForApproval } from '@ops/core/api';
import { failureMessage } from '@ops/core/errors';
import { i18nObject } from '@ops/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { opsActionContext } from '../../testing/ops-action-context.ts';
import {
  type ApprovalsTestKit,
  approver,
  requester,
  setupTimeoutMs,
  startApprovalsTest,
  thousandEuroRule,
} from './testing/approvals-test-kit.ts';

let kit: ApprovalsTestKit;
let shop: LedgerDivision;

beforeAll(async () => {
  kit = await startApprovalsTest();
  shop = await kit.shop(thousandEuroRule);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

const contextOf = async (email: string) =>
  opsActionContext(kit.platform, { token: await kit.platform.tokenFor(email), email }, shop);

/** The transfer action run as the requester: the error it throws when a rule holds it back. */
async function heldTransfer(amount: number): Promise<unknown> {
  const [from = '', to = ''] = shop.sellerAccounts;
  const parameters = { fromVirtualAccountCode: from, toVirtualAccountCode: to, amount, currency: 'EUR' };
  return runAction('balanceTransfers.create', await contextOf(requester), { ...parameters, type: 'CORRECTION' }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the approvals actions', () => {
  it('says "Sent for approval" for a held action, never a success', async () => {
    const error = await heldTransfer(150_000);
    if (!isSentForApproval(error)) throw new Error('the transfer was not held');
    const words = { t: i18nObject('en'), locale: 'en' as const };
    expect(failureMessage(error, words)).toBe(`Sent for approval: ${error.approval.code} (${thousandEuroRule.name})`);
    const nl = failureMessage(error, { t: i18nObject('nl'), locale: 'nl' });
    expect(nl).toBe(`Ter goedkeuring verstuurd: ${error.approval.code} (${thousandEuroRule.name})`);
  });

  it('offers approve and reject only about a request on view, and approves as the signed-in account', async () => {
    const error = await heldTransfer(150_000);
    if (!isSentForApproval(error)) throw new Error('the transfer was not held');
    const context = await contextOf(approver);
    const ids = (subject?: { approvalRequestCode: string }) =>
      availableActions(actionRegistry, { ...context, subject })
        .map((action) => action.id)
        .filter((id) => id.startsWith('approvals.'));
    expect(ids()).toEqual([]);
    expect(ids({ approvalRequestCode: error.approval.code })).toEqual(['approvals.approve', 'approvals.reject']);

    const own = runAction('approvals.approve', await contextOf(requester), {
      approvalRequestCode: error.approval.code,
    });
    await expect(own).rejects.toMatchObject({ status: 403 });
    const done = await runAction('approvals.approve', context, { approvalRequestCode: error.approval.code });
    expect(done).toMatchObject({ status: 'EXECUTED', approvals: [{ by: approver }] });
  });

  it('refuses a rejection without a reason before calling, and rejects with one', async () => {
    const error = await heldTransfer(100_000);
    if (!isSentForApproval(error)) throw new Error('the transfer was not held');
    const context = await contextOf(approver);
    const code = error.approval.code;
    await expect(runAction('approvals.reject', context, { approvalRequestCode: code, reason: ' ' })).rejects.toThrow();
    const rejected = await runAction('approvals.reject', context, { approvalRequestCode: code, reason: 'Too much' });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejection: { reason: 'Too much' } });
  });
});
