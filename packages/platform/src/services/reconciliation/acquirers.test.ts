import { createApiClient, createReconciliationClient } from '@ops/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsEmail } from '../fund/splits/testing/split-test-kit.ts';
import { csvFile, type PspTestKit, reportOf, startPspTest } from '../psp-adapter/testing/psp-test-kit.ts';

// GET reconciliation/acquirers (spec section 7): the PSPs the reconciliation reads, with what it has of each.
let kit: PspTestKit;

beforeAll(async () => {
  kit = await startPspTest();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

const acquirers = async () => {
  const token = await kit.platform.tokenFor(opsEmail);
  const api = createApiClient({
    baseUrl: `${kit.platform.baseUrl}/api/`,
    getToken: () => token,
    getUserEmail: () => opsEmail,
  });
  return createReconciliationClient(api).listAcquirers({});
};

describe('the acquirers', () => {
  it('lists every PSP the adapter offers, with nothing yet on a new platform', async () => {
    expect(await acquirers()).toEqual([
      {
        provider: 'ADYEN',
        name: 'Adyen',
        integrations: 0,
        reports: 0,
        lines: 0,
        unmatchedLines: 0,
        lastImportedAt: null,
      },
    ]);
  });

  it('counts live integrations, the reports and lines imported and the lines left unmatched', async () => {
    const { shop, integration } = await kit.integratedShop();
    const params = {
      merchantCode: shop.merchantCode,
      divisionCode: shop.divisionCode,
      integrationCode: integration.code,
    };
    const line = (type: string, pspReference: string, gross: string) => ({
      merchantAccount: integration.merchantAccount,
      pspReference,
      type,
      grossCurrency: 'EUR',
      ...(type === 'Fee' ? { grossDebit: gross } : { grossCredit: gross }),
      netCurrency: 'EUR',
      ...(type === 'Fee' ? { netDebit: gross } : { netCredit: gross }),
      commission: '0.00',
      batchNumber: '7',
      bookingDate: '2026-03-02',
    });
    const imported = await kit.psp.importPspSettlement({
      params,
      body: { file: csvFile(reportOf([line('Settled', 'NOT-OURS', '5.00'), line('Fee', '', '1.50')])) },
    });
    const [adyen] = await acquirers();
    expect(adyen).toMatchObject({ integrations: 1, reports: 1, lines: 2, unmatchedLines: 1 });
    expect(adyen?.lastImportedAt).toBe(imported.importedAt);

    // A removed integration is no longer counted; what it imported still is.
    await kit.psp.deletePspIntegration({ params });
    expect(await acquirers()).toMatchObject([{ integrations: 0, reports: 1, lines: 2, unmatchedLines: 1 }]);
  }, 30_000);
});
