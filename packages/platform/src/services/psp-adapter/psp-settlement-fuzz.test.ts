import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csvFile, type PspTestKit, reportOf, startPspTest } from './testing/psp-test-kit.ts';

let kit: PspTestKit;
let params: { merchantCode: string; divisionCode: string; integrationCode: string };
let good: string;

beforeAll(async () => {
  kit = await startPspTest();
  const { shop, integration } = await kit.integratedShop();
  params = { merchantCode: shop.merchantCode, divisionCode: shop.divisionCode, integrationCode: integration.code };
  const paid = await kit.splits.createSplitPayment({ body: kit.payment(shop, [{ amount: 1_250 }]) });
  const line = (type: string, reference: string, credit: string) => ({
    merchantAccount: integration.merchantAccount,
    pspReference: reference,
    merchantReference: 'order "1", with a comma',
    type,
    grossCurrency: 'EUR',
    grossCredit: credit,
    netCurrency: 'EUR',
    netCredit: credit,
    commission: '0.12',
    batchNumber: '3',
    bookingDate: '2026-03-04 10:11:12',
  });
  good = reportOf([
    line('Settled', paid.pspReference ?? '', '12.50'),
    line('Settled', 'UNKNOWN-1', '3.00'),
    line('Fee', '', '-0.50'),
  ]);
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

it('never answers 5xx and never imports part of a report, whatever the file', async () => {
  const cut = fc.integer({ min: 0, max: good.length }).map((at) => good.slice(0, at));
  const cell = fc
    .tuple(fc.constantFrom('12.50', 'EUR', 'Settled', '2026-03-04 10:11:12', '"1"'), fc.string({ maxLength: 10 }))
    .map(([target, text]) => good.replace(target, text));
  const noise = fc.string({ maxLength: 200 }).map((text) => `${good.split('\n')[0]}\n${text}`);
  const references = fc.nat().map((seed) => good.replaceAll('UNKNOWN-1', `FUZZ-${seed}`));
  await fc.assert(
    fc.asyncProperty(fc.oneof(cut, cell, noise, references), async (content) => {
      const before = await kit.stored();
      const answer = await kit.psp
        .importPspSettlement({ params, body: { file: csvFile(content) } })
        .then((imported) => ({ status: 200, imported }))
        .catch((error: unknown) => ({ status: (error as { status?: number }).status ?? 0, imported: undefined }));
      expect([200, 400]).toContain(answer.status);
      const after = await kit.stored();
      if (answer.status === 400) expect(after).toEqual(before);
      else if (!answer.imported?.alreadyImported) {
        expect(after).toEqual({ files: before.files + 1, lines: before.lines + (answer.imported?.newLineCount ?? 0) });
        expect(answer.imported?.lineCount).toBeGreaterThanOrEqual(answer.imported?.newLineCount ?? 0);
      }
    }),
    { numRuns: 40 },
  );
  await kit.assertHolds();
}, 120_000);
