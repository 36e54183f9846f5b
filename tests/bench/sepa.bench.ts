// pain.001.001.03 generation for a 10,000-item payout batch: the batch's SEPA file downloaded over HTTP (the
// database's items, count and sum, and the XML), on PGlite. The file must validate against the ISO 20022 schema
// with NbOfTxs and CtrlSum equal to the database's totals, and the ledger's invariants must hold.
import { toMajorString } from '../../packages/core/src/money/index.ts';
import { painSchemaErrors } from '../../packages/platform/src/services/fund/payouts/testing/pain-schema.ts';
import { startPayoutTest } from '../../packages/platform/src/services/fund/payouts/testing/payout-test-kit.ts';
import { waitingPayoutRequests } from './payout-fixtures.ts';
import { report } from './report.ts';

const items = 10_000;
const runs = 5;

const kit = await startPayoutTest();
try {
  const { division, codes } = await waitingPayoutRequests(kit, { sellers: 100, count: items });
  let payoutCode = '';
  for (let offset = 0; offset < codes.length; offset += 1_000) {
    const processed = await kit.payouts.processPayoutRequests({
      body: { payoutRequestCodes: codes.slice(offset, offset + 1_000) },
    });
    payoutCode = processed.items[0]?.payoutCode ?? '';
  }
  const params = { merchantCode: division.merchantCode, divisionCode: division.divisionCode, payoutCode };
  const timings: number[] = [];
  let xml = '';
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    xml = await (await kit.payouts.downloadPayoutSepaXml({ params })).text();
    timings.push(performance.now() - start);
  }
  const [batch] = (await kit.payouts.listDivisionPayouts({ params: division })).elements;
  const total = codes.reduce((sum, _, index) => sum + 1 + (index % 997), 0);
  if (batch?.itemCount !== items || batch.totalAmount !== total) {
    throw new Error(
      `the batch holds ${batch?.itemCount} items of ${batch?.totalAmount}, expected ${items} of ${total}`,
    );
  }
  const counts = [...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((match) => match[1]);
  const sums = [...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((match) => match[1]);
  const controlSum = toMajorString(total, 'EUR');
  if (counts.join() !== `${items},${items}` || sums.join() !== `${controlSum},${controlSum}`) {
    throw new Error(`NbOfTxs ${counts} and CtrlSum ${sums} differ from the database's ${items} and ${controlSum}`);
  }
  const errors = await painSchemaErrors(xml);
  if (errors.length > 0) throw new Error(`the file breaks the schema: ${errors[0]?.message}`);
  await kit.assertLedger();
  timings.sort((a, b) => a - b);
  report('Payouts: pain.001.001.03 file of a 10,000-item batch, schema-checked', [
    {
      name: `pglite: SEPA file of ${items} items over HTTP (median of ${runs})`,
      value: timings[Math.floor(runs / 2)] ?? 0,
      unit: 'ms',
      budget: 1_000,
    },
    { name: 'file size', value: xml.length / 1_048_576, unit: 'MiB' },
  ]);
} finally {
  await kit.close();
}
