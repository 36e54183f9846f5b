import { type ApiClient, createPspAdapterClient } from '../../packages/core/src/api/index.ts';
import { reportOf } from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';

/** A settlement report line: its Type, PSP reference, gross amount as the PSP writes it ('25.00'), batch. */
export type PspLine = readonly [type: 'Settled' | 'Fee', pspReference: string, gross: string, batch: string];

/**
 * Imports one settlement report of the lines into the division, through an Adyen integration made for it, as the
 * PSP lines list then shows them (references of no payment: the settled lines stay unallocated, the fees parsed).
 */
export async function importPspLines(
  api: ApiClient,
  { merchantCode, divisionCode }: { merchantCode: string; divisionCode: string },
  lines: readonly PspLine[],
): Promise<void> {
  const division = { merchantCode, divisionCode };
  const psp = createPspAdapterClient(api);
  const integration = await psp.createPspIntegration({
    params: division,
    body: { provider: 'ADYEN', merchantAccount: `${division.divisionCode}-ACCOUNT` },
  });
  const rows = lines.map(([type, pspReference, gross, batchNumber]) => {
    const amount = gross.replace('-', '');
    const side = gross.startsWith('-')
      ? { grossDebit: amount, netDebit: amount }
      : { grossCredit: amount, netCredit: amount };
    return {
      merchantAccount: integration.merchantAccount,
      pspReference,
      type,
      grossCurrency: 'EUR',
      netCurrency: 'EUR',
      ...side,
      commission: '0.00',
      batchNumber,
      bookingDate: '2026-03-04',
    };
  });
  await psp.importPspSettlement({
    params: { ...division, integrationCode: integration.code },
    body: { file: new File([reportOf(rows)], 'settlement.csv', { type: 'text/csv' }) },
  });
}
