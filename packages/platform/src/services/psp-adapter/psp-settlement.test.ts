import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../fund/splits/testing/split-test-kit.ts';
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

const today = () => new Date().toISOString().slice(0, 10);

describe('the PSP round trip: splits, the sandbox PSP report, imported and reconciled', () => {
  it('settles every payment and refund once, charges the fees, and keeps the report for download', async () => {
    const { shop, integration } = await kit.integratedShop();
    const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    const first = await kit.splits.createSplitPayment({
      body: kit.payment(shop, [{ amount: 6_000, commission: 600 }, { amount: 4_000 }]),
    });
    const second = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 5_000 }]) });
    const refund = await kit.splits.createSplitRefund({
      body: {
        paymentCode: first.code,
        pspReference: 'REFUND-1',
        totalAmount: 1_000,
        sellers: [{ sellerCode: shop.sellers[0], amount: 1_000, itemGroups: [{ productItemAmount: 1_000 }] }],
      },
    });
    const seller = shop.sellerAccounts[1] ?? '';
    expect(await kit.balancesOf(seller)).toMatchObject({ pending: 4_000, confirmed: 0 });

    const imported = await kit.psp.retriggerPspIntegration({
      params: { ...division, integrationCode: integration.code },
      body: { from: today(), to: today() },
    });
    expect(imported).toMatchObject({
      lineCount: 3,
      newLineCount: 3,
      status: 'RECONCILED',
      alreadyImported: false,
      statuses: { RECONCILED: 3 },
    });
    // Pending moved to confirmed; the 1% commissions (100, 50 and 10) were charged to the division's income.
    expect(await kit.balancesOf(seller)).toMatchObject({ pending: 0, confirmed: 4_000 });
    expect((await kit.splits.getSplitPayment({ params: { splitCode: second.code } })).status).toBe('RECONCILED');
    expect((await kit.splits.getSplitRefund({ params: { splitCode: refund.code } })).status).toBe('RECONCILED');
    expect((await kit.splits.getSplitPayment({ params: { splitCode: first.code } })).status).toBe('PARTIALLY_REFUNDED');

    // A reconciled transaction can no longer be cancelled.
    const refused = await failureOf(kit.splits.cancelSplitPayment({ params: { splitCode: second.code } }));
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'Only unreconciled transactions can be cancelled' },
    });

    const items = await kit.psp.searchPspReports({
      body: { filter: { integrationCode: integration.code } },
      query: { limit: 10 },
    });
    expect(items.totalCount).toBe(3);
    const settled = items.elements.find((item) => item.splitCode === second.code);
    expect(settled).toMatchObject({
      recordType: 'SETTLED',
      type: 'SETTLEMENT',
      status: 'RECONCILED',
      grossAmount: 5_000,
      commission: 50,
      netAmount: 4_950,
      reconciledTransactions: 1,
      provider: 'ADYEN',
    });
    expect(settled?.rawData).toContain(`,${second.pspReference},`);
    expect(settled?.rawData).toContain(',Settled,');

    // The report comes back byte for byte; imported again, as a file or by another retrigger, it adds nothing.
    const file = await kit.psp.downloadPspFile({ params: { ...division, executionId: imported.executionId } });
    const csv = await file.text();
    expect(csv.split('\n')[0]).toContain('Merchant Account,Psp Reference,Merchant Reference');
    expect(csv).toContain(settled?.rawData);
    const before = await kit.stored();
    const again = await kit.psp.importPspSettlement({
      params: { ...division, integrationCode: integration.code },
      body: { file: csvFile(csv) },
    });
    expect(again).toMatchObject({ executionId: imported.executionId, alreadyImported: true });
    const overlapping = await kit.psp.importPspSettlement({
      params: { ...division, integrationCode: integration.code },
      body: { file: csvFile(`${csv}\r\n`) },
    });
    expect(overlapping).toMatchObject({ alreadyImported: false, lineCount: 3, newLineCount: 0, statuses: {} });
    expect((await kit.stored()).lines).toBe(before.lines);
    expect(await kit.balancesOf(seller)).toMatchObject({ pending: 0, confirmed: 4_000 });

    const [listed] = await kit.psp.listPspIntegrations({ params: division });
    expect(listed?.lastImport).toMatchObject({ executionId: overlapping.executionId, lineCount: 3 });
  }, 20_000);

  it('marks what it cannot match: unknown, disagreeing, and lines with nothing to match', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 2_000 }]) });
    const other = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 3_000 }]) });
    const line = (type: string, reference: string, credit: string) => ({
      merchantAccount: integration.merchantAccount,
      pspReference: reference,
      type,
      grossCurrency: 'EUR',
      grossCredit: credit,
      netCurrency: 'EUR',
      netCredit: credit,
      commission: '0.00',
      batchNumber: '7',
      bookingDate: today(),
    });
    const imported = await kit.psp.importPspSettlement({
      params,
      body: {
        file: csvFile(
          reportOf([
            line('Settled', paid.pspReference ?? '', '20.00'),
            line('Settled', other.pspReference ?? '', '29.99'),
            line('Settled', 'NOT-OURS', '5.00'),
            line('Fee', '', '-1.00'),
            line('MerchantPayout', '', '-40.00'),
          ]),
        ),
      },
    });
    expect(imported).toMatchObject({
      status: 'PARTIALLY_RECONCILED',
      statuses: { UNALLOCATED: 1, FAILED: 1, PARSED: 2, RECONCILED: 1 },
    });
    const failed = await kit.psp.searchPspReports({ body: { filter: { ...params, status: 'FAILED' } } });
    expect(failed.elements[0]?.failureReason).toBe('The report says EUR 29.99, the transaction is EUR 30.00');
    const payout = await kit.psp.searchPspReports({ body: { filter: { ...params, type: 'DEPOSIT' } } });
    expect(payout.elements[0]).toMatchObject({ toBank: true, grossAmount: -4_000, status: 'PARSED' });
    // The disagreeing payment stays pending and can still be cancelled.
    expect((await kit.splits.cancelSplitPayment({ params: { splitCode: other.code } })).status).toBe('CANCELLED');
  });
});

describe('a fee the division cannot pay', () => {
  it('leaves the payment pending and fails the line with the ledger reason', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    // No commission: the division's income gets nothing, so it cannot pay a fee.
    const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 1_000 }]) });
    const imported = await kit.psp.importPspSettlement({
      params,
      body: {
        file: csvFile(
          reportOf([
            {
              merchantAccount: integration.merchantAccount,
              pspReference: paid.pspReference ?? '',
              type: 'Settled',
              grossCurrency: 'EUR',
              grossCredit: '10.00',
              netCurrency: 'EUR',
              netCredit: '9.50',
              commission: '0.50',
              bookingDate: today(),
            },
          ]),
        ),
      },
    });
    expect(imported).toMatchObject({ status: 'FAILED', statuses: { FAILED: 1 } });
    const [item] = (await kit.psp.searchPspReports({ body: { filter: params } })).elements;
    expect(item?.failureReason).toMatch(
      /^Insufficient confirmed balance on virtual account .*: 0 available, 50 needed$/,
    );
    expect((await kit.splits.getSplitPayment({ params: { splitCode: paid.code } })).status).toBe('PENDING');
    expect(await kit.balancesOf(shop.sellerAccounts[0] ?? '')).toMatchObject({ pending: 1_000, confirmed: 0 });
  });
});

describe('bad files are refused with one line naming the place, and nothing is written', () => {
  const good = {
    merchantAccount: '',
    pspReference: 'X',
    type: 'Settled',
    grossCurrency: 'EUR',
    grossCredit: '1.00',
    netCurrency: 'EUR',
    netCredit: '1.00',
    batchNumber: '1',
    bookingDate: '2026-01-02',
  };

  it.each([
    ['an empty file', () => '', 'The file is empty'],
    [
      'a missing column',
      (account: string) => reportOf([{ ...good, merchantAccount: account }]).replace('Batch Number', 'Batch'),
      "Line 1: the column 'Batch Number' is missing: this is not a settlement details report",
    ],
    [
      'a broken amount',
      (account: string) =>
        reportOf([
          { ...good, merchantAccount: account },
          { ...good, merchantAccount: account, grossCredit: '1,0.0' },
        ]),
      "Line 3, column 'Gross Credit (GC)': '1,0.0' is not an amount in EUR",
    ],
    [
      'a broken date',
      (account: string) => reportOf([{ ...good, merchantAccount: account, bookingDate: '2026-02-30' }]),
      "Line 2, column 'Booking Date': '2026-02-30' is not a date",
    ],
    [
      'an unknown type',
      (account: string) => reportOf([{ ...good, merchantAccount: account, type: 'Refund' }]),
      "Line 2, column 'Type': 'Refund' is not one of Settled, Refunded, Chargeback, Fee, MerchantPayout",
    ],
    [
      "another merchant account's line",
      () => reportOf([{ ...good, merchantAccount: 'SOMEONE-ELSE' }]),
      "Line 2, column 'Merchant Account': 'SOMEONE-ELSE' is not this integration's account",
    ],
    [
      'a line with too few cells',
      (account: string) => `${reportOf([{ ...good, merchantAccount: account }])}${account},Y,Z\n`,
      'Line 3: Invalid Record Length',
    ],
  ])('%s', async (_, content, message) => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const before = await kit.stored();
    const refused = await failureOf(
      kit.psp.importPspSettlement({ params, body: { file: csvFile(content(integration.merchantAccount)) } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain(message);
    expect(refused.error?.message).not.toContain('\n');
    expect(await kit.stored()).toEqual(before);
  });

  it('a 50 MB file', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const before = await kit.stored();
    const refused = await failureOf(
      kit.psp.importPspSettlement({ params, body: { file: csvFile(new Uint8Array(50 * 1024 * 1024).fill(65)) } }),
    );
    expect(refused.status).toBe(413);
    expect(refused.error?.message).not.toContain('\n');
    expect(await kit.stored()).toEqual(before);
  });
});

describe('integrations and retrigger', () => {
  it('adds, edits and removes a division integration; one per merchant account', async () => {
    const { shop, integration } = await kit.integratedShop();
    const division = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode };
    expect(await kit.psp.listAvailablePspIntegrations()).toContainEqual(expect.objectContaining({ provider: 'ADYEN' }));
    const taken = await failureOf(
      kit.psp.createPspIntegration({
        params: division,
        body: { provider: 'ADYEN', merchantAccount: integration.merchantAccount },
      }),
    );
    expect(taken.status).toBe(409);
    const edited = await kit.psp.updatePspIntegration({
      params: { ...division, integrationCode: integration.code },
      body: { autoReconciliation: 'DISABLED', scheduling: 'SCHEDULED' },
    });
    expect(edited).toMatchObject({ autoReconciliation: 'DISABLED', scheduling: 'SCHEDULED', lastImport: null });
    await kit.psp.deletePspIntegration({ params: { ...division, integrationCode: integration.code } });
    expect(await kit.psp.listPspIntegrations({ params: division })).toEqual([]);
  });

  it('refuses a range longer than one month in the spec words', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const tooLong = await failureOf(
      kit.psp.retriggerPspIntegration({ params, body: { from: '2026-01-31', to: '2026-03-01' } }),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      error: { message: 'The range selected is too long. Maximum range is one month.' },
    });
    const month = await kit.psp.retriggerPspIntegration({ params, body: { from: '2026-01-31', to: '2026-02-28' } });
    expect(month).toMatchObject({ lineCount: 0, status: 'PARSED' });
  });
});
