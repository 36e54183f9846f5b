import { randomUUID } from 'node:crypto';
import type { ActivityPage, AuditEvent } from '@ops/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDivision } from '../../ledger/testing/ledger-fixtures.ts';
import { type FundTestKit, opsEmail, setupTimeoutMs, startFundTest } from './testing/fund-test-kit.ts';

let kit: FundTestKit;
let shop: LedgerDivision;

const seller = (index: number) => shop.sellerAccounts[index] ?? '';

beforeAll(async () => {
  kit = await startFundTest();
  shop = await kit.division({ sellers: 2, balanceTransfersEnabled: true });
  await kit.deposit(seller(0), 10_000);
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

/** A transfer of `amount` through the API as a client sends it, with its source and reason headers when given. */
async function transfer(amount: number, origin: Record<string, string>): Promise<string> {
  const response = await fetch(`${kit.platform.baseUrl}/api/main/api/v2/fund/internal/balance/transfer`, {
    method: 'POST',
    headers: {
      ...(await kit.platform.headersFor(opsEmail)),
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...origin,
    },
    body: JSON.stringify({
      fromVirtualAccountCode: seller(0),
      toVirtualAccountCode: seller(1),
      amount,
      currency: 'EUR',
      type: 'CORRECTION',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { code: string }).code;
}

async function entryOf(code: string): Promise<AuditEvent | undefined> {
  const response = await fetch(
    `${kit.platform.baseUrl}/api/activity?${new URLSearchParams({ entityType: 'balanceTransfer', entityId: code })}`,
    { headers: await kit.platform.headersFor(opsEmail) },
  );
  return ((await response.json()) as ActivityPage).elements[0];
}

describe("a balance transfer's audit entry", () => {
  it('says where each transfer came from and why, also when transfers of other origins arrive together', async () => {
    const reason = 'Goodwill — café closed, ticket #7';
    const [fromCli, fromWeb, plain] = await Promise.all([
      transfer(100, { 'x-ops-source': 'cli', 'x-ops-reason': encodeURIComponent(reason) }),
      transfer(200, { 'x-ops-source': 'web', 'x-ops-reason': encodeURIComponent('Second reason') }),
      transfer(300, {}),
    ]);
    expect(await entryOf(fromCli)).toMatchObject({ source: 'CLI', reason, action: 'createBalanceTransfer' });
    expect(await entryOf(fromWeb)).toMatchObject({ source: 'WEB', reason: 'Second reason' });
    expect(await entryOf(plain)).toMatchObject({ source: 'API', reason: null, divisionCode: shop.divisionCode });
  });
});
