import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../db/schema/index.ts';
import { csvFile, type PspTestKit, reportOf, startPspTest } from './testing/psp-test-kit.ts';

let kit: PspTestKit;

beforeAll(async () => {
  kit = await startPspTest();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});
afterEach(async () => {
  await kit.assertHolds();
});

/** How many settlements (pending to confirmed) or PSP fees of the split the ledger holds: money moved once is one. */
async function ledgerMoves(splitCode: string, type: 'SPLIT' | 'PSP_FEE') {
  const [row] = await kit.platform.database.db
    .select({ value: count() })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.reference, splitCode),
        eq(ledgerTransactions.type, type),
        eq(ledgerTransactions.status, 'CONFIRMED'),
      ),
    );
  return row?.value;
}

describe('money moves once however a payment reaches the import', () => {
  it('settles a payment once when two reports naming it (other batches) are imported at the same time', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const paid = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 3_000, commission: 300 }]),
    });
    const report = (batchNumber: string) =>
      csvFile(
        reportOf([
          {
            merchantAccount: integration.merchantAccount,
            pspReference: paid.pspReference ?? '',
            type: 'Settled',
            grossCurrency: 'EUR',
            grossCredit: '30.00',
            netCurrency: 'EUR',
            netCredit: '29.70',
            commission: '0.30',
            batchNumber,
            bookingDate: '2026-03-04',
          },
        ]),
      );
    const imports = await Promise.all(
      ['1', '2'].map((batch) => kit.psp.importPspSettlement({ params, body: { file: report(batch) } })),
    );
    expect(
      imports.map((imported) => imported.statuses).sort((a, b) => (a.RECONCILED ? -1 : b.RECONCILED ? 1 : 0)),
    ).toEqual([{ RECONCILED: 1 }, { FAILED: 1 }]);
    const failed = await kit.psp.searchPspReports({ body: { filter: { ...params, status: 'FAILED' } } });
    expect(failed.elements[0]?.failureReason).toMatch(/already reconciled/);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paid.code } })).status).toBe('RECONCILED');
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({ pending: 0, confirmed: 2_700 });
    expect(await ledgerMoves(paid.code, 'SPLIT')).toBe(1);
    expect(await ledgerMoves(paid.code, 'PSP_FEE')).toBe(1);
    expect((await kit.auditOf(paid.code)).filter((event) => event.action === 'reconcileSplitPayment')).toHaveLength(1);
  });

  it('settles a payment once when the same report is imported twice at the same time', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 2_000 }]) });
    const content = reportOf([
      {
        merchantAccount: integration.merchantAccount,
        pspReference: paid.pspReference ?? '',
        type: 'Settled',
        grossCurrency: 'EUR',
        grossCredit: '20.00',
        netCurrency: 'EUR',
        netCredit: '20.00',
        commission: '0.00',
        batchNumber: '9',
        bookingDate: '2026-03-04',
      },
    ]);
    // One import writes the file; the other sees it (alreadyImported) or, arriving meanwhile on a server, is refused.
    const answers = await Promise.allSettled(
      [1, 2].map(() => kit.psp.importPspSettlement({ params, body: { file: csvFile(content) } })),
    );
    const fresh = answers.filter((answer) => answer.status === 'fulfilled' && !answer.value.alreadyImported);
    expect(fresh).toHaveLength(1);
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paid.code } })).status).toBe('RECONCILED');
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({ pending: 0, confirmed: 2_000 });
    expect(await ledgerMoves(paid.code, 'SPLIT')).toBe(1);
  });
});
