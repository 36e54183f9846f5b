import { ApiRequestError } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billedDivision,
  type InvoicingTestKit,
  sampleTerms,
  setupTimeoutMs,
  startInvoicingTest,
} from '../testing/invoicing-test-kit.ts';

let kit: InvoicingTestKit;

beforeAll(async () => {
  kit = await startInvoicingTest();
}, setupTimeoutMs);
afterAll(async () => {
  await kit?.close();
});

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.error?.message };
}

describe("a division's contracts", () => {
  it('keeps one active contract per currency: a second is refused until the first has expired', async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1, settlements: [] });
    const first = await kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } });
    expect(first.status).toBe('ACTIVE');

    expect(
      await refusal(kit.billing.createFeeContract({ params: address, body: { ...sampleTerms, status: 'ACTIVE' } })),
    ).toEqual({ status: 409, message: 'This division already has an active contract in EUR: expire it first' });

    const second = await kit.billing.createFeeContract({ params: address, body: sampleTerms });
    expect(second.status).toBe('CREATED');
    const activation = { params: { ...address, contractCode: second.code } };
    expect(await refusal(kit.billing.activateFeeContract(activation))).toMatchObject({ status: 409 });

    const usd = await kit.billing.createFeeContract({
      params: address,
      body: { ...sampleTerms, currency: 'USD', status: 'ACTIVE' },
    });
    expect(usd.status).toBe('ACTIVE');

    await kit.billing.expireFeeContract({ params: { ...address, contractCode: first.code } });
    expect((await kit.billing.activateFeeContract(activation)).status).toBe('ACTIVE');
    const listed = await kit.billing.listFeeContracts({ params: address, query: { currency: 'EUR' } });
    expect(listed.elements.map(({ code, status }) => [code, status])).toEqual([
      [second.code, 'ACTIVE'],
      [first.code, 'EXPIRED'],
    ]);
    expect((await kit.billing.getFeeContract(activation)).volumeTiers).toEqual(sampleTerms.volumeTiers);
  });

  it("refuses tiers whose bounds do not rise or whose 'or more' tier is not last", async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1, settlements: [] });
    const error = await refusal(
      kit.billing.createFeeContract({
        params: address,
        body: {
          ...sampleTerms,
          volumeTiers: [
            { upTo: null, rateBasisPoints: 100 },
            { upTo: 500, rateBasisPoints: 50 },
          ],
        },
      }),
    );
    expect(error.status).toBe(400);
    expect((await kit.billing.listFeeContracts({ params: address, query: {} })).elements).toEqual([]);
  });

  it("does not show another division's contract", async () => {
    const { address } = await billedDivision(kit, { incomeDeposit: 1, settlements: [] });
    const other = await billedDivision(kit, { incomeDeposit: 1, settlements: [] });
    const contract = await kit.billing.createFeeContract({ params: address, body: sampleTerms });
    expect(
      await refusal(kit.billing.getFeeContract({ params: { ...other.address, contractCode: contract.code } })),
    ).toEqual({ status: 404, message: `No contract ${contract.code} in this division` });
  });
});
