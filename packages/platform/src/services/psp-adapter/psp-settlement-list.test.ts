import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../fund/splits/testing/split-test-kit.ts';
import { csvFile, type PspTestKit, reportOf, startPspTest } from './testing/psp-test-kit.ts';

let kit: PspTestKit;

beforeAll(async () => {
  kit = await startPspTest();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

describe('PSP settlements: the division settlement batches, summed', () => {
  it('sums each batch of a report, counts its reconciled lines and lists the newest settlement first', async () => {
    const { shop, integration } = await kit.integratedShop();
    const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    const first = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 2_000, commission: 200 }]),
    });
    const second = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 3_000, commission: 300 }]),
    });
    const third = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 1_000, commission: 100 }]),
    });
    const line = (batchNumber: string, bookingDate: string, type: string, reference: string, gross: string) => {
      const cents = Math.round(Number(gross) * 100);
      const commission = type === 'Settled' ? cents / 100 : 0;
      const net = ((cents - commission) / 100).toFixed(2);
      return {
        merchantAccount: integration.merchantAccount,
        pspReference: reference,
        type,
        grossCurrency: 'EUR',
        ...(cents < 0 ? { grossDebit: gross.slice(1) } : { grossCredit: gross }),
        netCurrency: 'EUR',
        ...(cents < 0 ? { netDebit: net.slice(1) } : { netCredit: net }),
        commission: (commission / 100).toFixed(2),
        batchNumber,
        bookingDate,
      };
    };
    await kit.psp.importPspSettlement({
      params: { ...division, integrationCode: integration.code },
      body: {
        file: csvFile(
          reportOf([
            line('41', '2026-03-02', 'Settled', first.pspReference ?? '', '20.00'),
            line('41', '2026-03-03', 'Settled', second.pspReference ?? '', '30.00'),
            line('41', '2026-03-03', 'Fee', '', '-1.50'),
            line('42', '2026-03-09', 'Settled', third.pspReference ?? '', '10.00'),
            line('42', '2026-03-09', 'Settled', 'NOT-OURS', '5.00'),
          ]),
          'march.csv',
        ),
      },
    });

    const page = await kit.psp.listPspSettlements({ params: division, query: { limit: 10 } });
    expect(page.totalCount).toBe(2);
    expect(page.elements).toMatchObject([
      {
        settlementDate: '2026-03-09',
        batchNumber: '42',
        currency: 'EUR',
        fileName: 'march.csv',
        grossAmount: 1_500,
        commission: 15,
        netAmount: 1_485,
        lineCount: 2,
        reconciledCount: 1,
        status: 'PARTIALLY_RECONCILED',
      },
      {
        settlementDate: '2026-03-03',
        batchNumber: '41',
        grossAmount: 4_850,
        commission: 50,
        netAmount: 4_800,
        lineCount: 3,
        reconciledCount: 2,
        status: 'RECONCILED',
      },
    ]);

    const older = await kit.psp.listPspSettlements({ params: division, query: { page: 2, limit: 1 } });
    expect(older).toMatchObject({ totalCount: 2, elements: [{ batchNumber: '41' }] });
    // The batches open the report's lines.
    const items = await kit.psp.searchPspReports({
      body: { filter: { executionId: older.elements[0]?.executionId } },
      query: { limit: 10 },
    });
    expect(items.totalCount).toBe(5);
  });

  it("shows no other division's batches, and refuses a division that does not exist", async () => {
    const { shop } = await kit.integratedShop();
    const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    expect(await kit.psp.listPspSettlements({ params: division, query: {} })).toMatchObject({
      totalCount: 0,
      elements: [],
    });
    const refused = await failureOf(
      kit.psp.listPspSettlements({ params: { ...division, divisionCode: 'NO-SUCH-DIVISION' }, query: {} }),
    );
    expect(refused.status).toBe(404);
  });
});
