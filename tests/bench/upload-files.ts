// A large PSP settlement details report for the upload benchmarks, its lines naming payments the platform does not
// hold (so every one is judged and written, none settles money); the camt.053 statement beside it is the platform's
// test generator (`camt053/testing/generated-statement.ts`).
import { reportOf } from '../../packages/platform/src/services/psp-adapter/testing/psp-test-kit.ts';

/** A settlement details report of about `bytes` for `merchantAccount`, its PSP references unknown to the platform. */
export function settlementReportOf(tag: string, merchantAccount: string, bytes: number): string {
  // A line of these columns is about 190 bytes.
  const lines = Math.ceil(bytes / 190);
  return reportOf(
    Array.from({ length: lines }, (_, index) => ({
      merchantAccount,
      pspReference: `${tag}-PSP-${index}`,
      merchantReference: `order-${tag}-${index}-of-the-benchmark`,
      type: 'Settled',
      grossCurrency: 'EUR',
      grossCredit: (25 + (index % 100)).toFixed(2),
      netCurrency: 'EUR',
      netCredit: (24.9 + (index % 100)).toFixed(2),
      commission: '0.10',
      batchNumber: '42',
      bookingDate: '2026-03-04',
    })),
  );
}
