import { isSentForApproval } from '@ops/core/api';
import type { ReasonKind } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { failureOf } from '../../testing/failure-of.ts';
import {
  type ApprovalsTestKit,
  approver,
  type Clients,
  heldCode,
  requester,
  setupTimeoutMs,
  startApprovalsTest,
  thousandEuroRule,
} from './testing/approvals-test-kit.ts';

let kit: ApprovalsTestKit;
let asker: Clients;

beforeAll(async () => {
  kit = await startApprovalsTest();
  asker = await kit.clientsOf(requester);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function requiring(shop: LedgerDivision, reasonsRequired: ReasonKind[], reason?: string) {
  const params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
  return asker.accountOwner.updateDivisionConfig({ params, body: { reasonsRequired }, reason });
}

const transferOf = (shop: LedgerDivision, amount = 1_000) => ({
  fromVirtualAccountCode: shop.sellerAccounts[0] ?? '',
  toVirtualAccountCode: shop.sellerAccounts[1] ?? '',
  amount,
  currency: 'EUR',
  type: 'CORRECTION' as const,
});

/** How a call came out: 201 made, 202 held for approval, else its refusal's status and error. */
async function outcomeOf(call: Promise<unknown>): Promise<{ status: number | undefined; error?: unknown }> {
  try {
    await call;
    return { status: 201 };
  } catch (error) {
    return isSentForApproval(error) ? { status: 202 } : failureOf(Promise.reject(error));
  }
}

describe('a division that requires reasons', () => {
  it('keeps the kinds it requires in its configuration, none by default, once each', async () => {
    const shop = await kit.shop();
    const params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    expect((await asker.accountOwner.getDivisionConfig({ params })).reasonsRequired).toEqual([]);
    const saved = await requiring(shop, ['deletion', 'moneyMovement', 'deletion']);
    expect(saved.reasonsRequired).toEqual(['moneyMovement', 'deletion']);
    const unknown = await failureOf(
      asker.accountOwner.updateDivisionConfig({ params, body: { reasonsRequired: ['everything' as never] } }),
    );
    expect(unknown.status).toBe(400);
    expect((await asker.accountOwner.getDivisionConfig({ params })).reasonsRequired).toEqual([
      'moneyMovement',
      'deletion',
    ]);
  });

  it('refuses a balance transfer without a reason, or with a blank one, and moves nothing', async () => {
    const shop = await kit.shop();
    await requiring(shop, ['moneyMovement']);
    const from = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(from);
    for (const reason of [undefined, '   ']) {
      const refused = await failureOf(asker.fund.createBalanceTransfer({ body: transferOf(shop), reason }));
      expect(refused).toMatchObject({
        status: 400,
        error: {
          code: 'reasonRequired',
          message: 'A reason is required for this change in this division (moneyMovement).',
          details: [{ field: 'kind', message: 'moneyMovement' }],
        },
      });
    }
    expect(await kit.balancesOf(from)).toEqual(before);
  });

  it('makes the transfer with a reason, and its audit entry holds the reason', async () => {
    const shop = await kit.shop();
    await requiring(shop, ['moneyMovement']);
    const created = await asker.fund.createBalanceTransfer({
      body: transferOf(shop),
      reason: 'Correcting the double fee of 3 March',
    });
    const [entry] = await kit.auditOf('balanceTransfer', created.code);
    expect(entry).toMatchObject({ action: 'createBalanceTransfer', reason: 'Correcting the double fee of 3 March' });
  });

  it('asks nothing of a kind the division does not require', async () => {
    const shop = await kit.shop();
    await requiring(shop, ['deletion']);
    const created = await asker.fund.createBalanceTransfer({ body: transferOf(shop) });
    const [entry] = await kit.auditOf('balanceTransfer', created.code);
    expect(entry).toMatchObject({ action: 'createBalanceTransfer', reason: null });
  });

  it('needs a reason to change its own configuration once configuration changes require one', async () => {
    const shop = await kit.shop();
    await requiring(shop, ['configurationChange']);
    const refused = await failureOf(requiring(shop, []));
    expect(refused).toMatchObject({ status: 400, error: { code: 'reasonRequired' } });
    const params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    expect((await asker.accountOwner.getDivisionConfig({ params })).reasonsRequired).toEqual(['configurationChange']);
    expect((await requiring(shop, [], 'Audit finished')).reasonsRequired).toEqual([]);
  });

  it('judges transfers sent at once each by its own division: refused, held or made', async () => {
    const [strict, guarded, open] = [await kit.shop(), await kit.shop(thousandEuroRule), await kit.shop()];
    await requiring(strict, ['moneyMovement']);
    const strictFrom = strict.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(strictFrom);
    const sent = [strict, guarded, open, strict, guarded, open].map((shop) =>
      outcomeOf(asker.fund.createBalanceTransfer({ body: transferOf(shop, 150_000) })),
    );
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.status)).toEqual([400, 202, 201, 400, 202, 201]);
    expect(answers[0]).toMatchObject({ error: { code: 'reasonRequired' } });
    expect(await kit.balancesOf(strictFrom)).toEqual(before);
  });

  it('refuses a reason over 500 characters whole', async () => {
    const shop = await kit.shop();
    const from = shop.sellerAccounts[0] ?? '';
    const before = await kit.balancesOf(from);
    const refused = await failureOf(
      asker.fund.createBalanceTransfer({ body: transferOf(shop), reason: 'x'.repeat(501) }),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: { details: [{ field: 'x-ops-reason', message: 'The reason (x-ops-reason) has at most 500 characters.' }] },
    });
    expect(await kit.balancesOf(from)).toEqual(before);
  });

  it('keeps the reason of a call held for approval on the entries of its approved run', async () => {
    const shop = await kit.shop(thousandEuroRule);
    await requiring(shop, ['moneyMovement']);
    const refused = await failureOf(asker.fund.createBalanceTransfer({ body: transferOf(shop, 150_000) }));
    expect(refused.status).toBe(400);
    const code = await heldCode(
      asker.fund.createBalanceTransfer({ body: transferOf(shop, 150_000), reason: 'Year-end settlement' }),
    );
    const checker = await kit.clientsOf(approver);
    const done = await checker.approvals.approveApprovalRequest({ params: { approvalRequestCode: code } });
    expect(done.status).toBe('EXECUTED');
    const transferCode = ((done.outcome?.body ?? {}) as { code?: string }).code ?? '';
    const [entry] = await kit.auditOf('balanceTransfer', transferCode);
    expect(entry).toMatchObject({ action: 'createBalanceTransfer', reason: 'Year-end settlement' });
    const [held] = (await kit.auditOf('approvalRequest', code)).slice(-1);
    expect(held).toMatchObject({ action: 'createBalanceTransfer', reason: 'Year-end settlement' });
  });
});
