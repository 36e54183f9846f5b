import { expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { notice } from './notice.ts';
import { hollandGoodsNl, type OpsApi, opsApi } from './ops-api.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

/** A demo division no other spec pays out from: the batch and the bank line this spec makes are its own. */
const kunstmarktOnline = { merchantCode: 'M-KUNSTMARKT', divisionCode: 'D-KUNSTMARKT-ONLINE' };
const divisionPath = `/api/accountowner/api/v2/accountowners/merchants/${kunstmarktOnline.merchantCode}/divisions/${kunstmarktOnline.divisionCode}`;
const payoutRequests = '/api/main/api/v1/fund/payout-requests';

/** An active seller's EUR virtual account with at least `minimum` confirmed cents and a selected EUR IBAN. */
async function payableAccount(api: OpsApi, minimum: number): Promise<string> {
  const { elements } = (await api.get(
    `${divisionPath}/accountholders?status=ACTIVE&hideNoBalance=true&_fragments=balances&limit=200`,
  )) as { elements: { code: string; balances: { code: string; confirmedBalance: number; currency: string }[] }[] };
  for (const seller of elements) {
    const account = seller.balances.find((item) => item.currency === 'EUR' && item.confirmedBalance >= minimum);
    if (!account) continue;
    const externals = (await api.get(`${divisionPath}/accountholders/${seller.code}/externalAccounts`)) as {
      elements: { selected: boolean; currency: string; iban: string | null }[];
    };
    if (externals.elements.some((external) => external.selected && external.currency === 'EUR' && external.iban)) {
      return account.code;
    }
  }
  throw new Error('the demo division has no active seller with money and a selected EUR account');
}

/** Payout requests of €1.00 and €2.00 processed into one batch, approved and instructed: it waits for the bank. */
async function instructedBatch(api: OpsApi): Promise<string> {
  const virtualAccountCode = await payableAccount(api, 400);
  const codes: string[] = [];
  for (const amount of [100, 200]) {
    const created = (await api.post(
      `${payoutRequests}/merchants/${kunstmarktOnline.merchantCode}/divisions/${kunstmarktOnline.divisionCode}`,
      { virtualAccountCode, amountMode: 'PARTIAL', amount, description: 'Workbench' },
    )) as { code: string };
    codes.push(created.code);
  }
  const report = (await api.post(`${payoutRequests}/process`, { payoutRequestCodes: codes })) as {
    items: { payoutCode: string | null }[];
  };
  const payoutCode = report.items[0]?.payoutCode ?? '';
  const batchPath = `/api/main/api/v1/fund/payouts/merchants/${kunstmarktOnline.merchantCode}/divisions/${kunstmarktOnline.divisionCode}/${payoutCode}`;
  await api.post(`${batchPath}/approve/${demoAccounts.ops.email}`, {});
  await api.post(batchPath, {});
  return payoutCode;
}

/** The bank's statement of the given entries (camt.053.001.02), one file of the spec's own. */
function statement(id: string, entries: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
  <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T18:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>${id}</Id><CreDtTm>${day}T18:00:00</CreDtTm>
    <Acct><Id><IBAN>NL86SNDB0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
  </Stmt></BkToCstmrStmt></Document>`;
}

/** A payment of the given amount the bank booked naming no payout at all. */
function unnamedPayment(reference: string, amount: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt>
      <AcctSvcrRef>${reference}</AcctSvcrRef><NtryDtls><TxDtls><Refs></Refs></TxDtls></NtryDtls></Ntry>`;
}

/** The bank booked the whole batch as one entry of €3.00 without end-to-end ids: the import cannot place it. */
function batchBooking(payoutCode: string): string {
  const day = new Date().toISOString().slice(0, 10);
  const id = `WB-${payoutCode}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
  <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T18:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>${id}</Id><CreDtTm>${day}T18:00:00</CreDtTm>
    <Acct><Id><IBAN>NL86SNDB0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>
    <Ntry><Amt Ccy="EUR">3.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt>
      <AcctSvcrRef>${id}</AcctSvcrRef>
      <NtryDtls><Btch><PmtInfId>${payoutCode}</PmtInfId><NbOfTxs>2</NbOfTxs></Btch></NtryDtls></Ntry>
  </Stmt></BkToCstmrStmt></Document>`;
}

// Both pay out from the division's open batch: run at once, one's items could join the batch the other had just
// approved, and its approval fail. They run one after the other, in one worker.
test.describe("the workbench's matches of Kunstmarkt Online's batches", () => {
  test.describe.configure({ mode: 'default' });

  test('matches an unmatched bank line to its payout batch from the keyboard, sees it reconciled, and unmatches it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await opsApi(request, kunstmarktOnline);
    const payoutCode = await instructedBatch(api);
    await api.postFile('/api/main/api/v1/reconciliation/bank-statements', {
      name: `${payoutCode}-booking.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(batchBooking(payoutCode)),
    });

    const errors = collectPageErrors(page);
    const scope = `merchantCode=${kunstmarktOnline.merchantCode}&divisionCode=${kunstmarktOnline.divisionCode}`;
    await signIn(page, demoAccounts.ops, `/bank-integration/workbench?${scope}`);
    await expect(page).toHaveTitle('Ops | Workbench');
    const lines = page.getByRole('table', { name: 'Unmatched lines' });
    const line = lines.getByRole('row').filter({ hasText: payoutCode });
    await expect(line.getByText('unallocated', { exact: true })).toBeVisible();
    await line.focus();
    await page.keyboard.press('Enter');

    const candidates = page.getByRole('table', { name: /^Candidates for BL-/ });
    const best = candidates.getByRole('row').nth(1);
    await expect(best).toContainText(payoutCode);
    await expect(best).toContainText('Batch');
    await expect(best).toBeFocused();
    await page.keyboard.press('x');
    await expect(page.getByTestId('workbench-selection')).toHaveText('1 selected: €3.00 of €3.00, difference €0.00');
    await page.keyboard.press('Enter');
    expect(await confirmAction(page)).toContain('The selected payouts are settled with the bank lines');
    await expect(notice(page, / is reconciled$/)).toBeVisible();
    await expect(line.getByText('reconciled', { exact: true })).toBeVisible();

    const statuses = async () =>
      ((await api.get(`${payoutRequests}?search=${payoutCode}`)) as { elements: { status: string }[] }).elements.map(
        (item) => item.status,
      );
    expect(await statuses()).toEqual(['PROCESSED', 'PROCESSED']);

    // u on the matched line asks why, then undoes the match: the line waits again, the items are at the bank again.
    await line.focus();
    await page.keyboard.press('u');
    const unmatch = page.getByRole('dialog', { name: /^Unmatch BL-/ });
    await unmatch.getByLabel('Reason').fill('Booked against the wrong batch');
    await unmatch.getByRole('button', { name: 'Unmatch' }).click();
    expect(await confirmAction(page)).toContain('The match is undone');
    await expect(notice(page, / is unmatched$/)).toBeVisible();
    await expect(line.getByText('unallocated', { exact: true })).toBeVisible();
    expect(await statuses()).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(errors).toEqual([]);
  });

  test('matches two lines with one payout batch from the keyboard (many to one)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = await opsApi(request, kunstmarktOnline);
    const payoutCode = await instructedBatch(api);
    const id = `WB2-${payoutCode}`;
    await api.postFile('/api/main/api/v1/reconciliation/bank-statements', {
      name: `${id}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(statement(id, unnamedPayment(`${id}-1`, '1.25') + unnamedPayment(`${id}-2`, '1.75'))),
    });
    const listed = (await api.get(
      `/api/main/api/v1/reconciliation/bank-statements-info?type=UNKNOWN&status=UNALLOCATED&limit=1000`,
    )) as { elements: { code: string; rawData: string | null }[] };
    const [first = '', second = ''] = [`${id}-1`, `${id}-2`].map(
      (reference) => listed.elements.find((line) => line.rawData?.includes(reference))?.code ?? '',
    );

    const errors = collectPageErrors(page);
    const scope = `merchantCode=${kunstmarktOnline.merchantCode}&divisionCode=${kunstmarktOnline.divisionCode}`;
    await signIn(page, demoAccounts.ops, `/bank-integration/workbench?${scope}`);
    const lines = page.getByRole('table', { name: 'Unmatched lines' });
    await lines.getByRole('row').filter({ hasText: first }).focus();
    await page.keyboard.press('x');
    await lines.getByRole('row').filter({ hasText: second }).focus();
    await page.keyboard.press('Enter');
    const batch = page
      .getByRole('table', { name: `Candidates for ${second}` })
      .getByRole('row')
      .filter({ hasText: payoutCode })
      .filter({ hasText: 'Batch' });
    await batch.focus();
    await page.keyboard.press('x');
    await expect(page.getByTestId('workbench-selection')).toHaveText('1 selected: €3.00 of €3.00, difference €0.00');
    await page.keyboard.press('Enter');
    await confirmAction(page);
    await expect(page.getByRole('status').filter({ hasText: `${second} is reconciled` })).toBeVisible();
    for (const code of [first, second]) {
      await expect(
        lines.getByRole('row').filter({ hasText: code }).getByText('reconciled', { exact: true }),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test("matches the demo division's batch booking to its batch from the keyboard, then leaves it as the demo had it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await opsApi(request, hollandGoodsNl);
  const scope = `merchantCode=${hollandGoodsNl.merchantCode}&divisionCode=${hollandGoodsNl.divisionCode}`;
  const booked = (await api.get(
    `/api/main/api/v1/reconciliation/merchants/${hollandGoodsNl.merchantCode}/divisions/${hollandGoodsNl.divisionCode}/bank-statements-info?type=SEPA_BATCH&status=UNALLOCATED`,
  )) as { elements: { code: string; payoutCode: string | null; pending: boolean }[] };
  const demoLine = booked.elements.find((line) => !line.pending);
  if (!demoLine?.payoutCode) throw new Error('the demo division has no batch booking waiting for the workbench');

  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, `/bank-integration/workbench?${scope}`);
  const line = page.getByRole('table', { name: 'Unmatched lines' }).getByRole('row').filter({ hasText: demoLine.code });
  await line.focus();
  await page.keyboard.press('Enter');
  const best = page
    .getByRole('table', { name: `Candidates for ${demoLine.code}` })
    .getByRole('row')
    .nth(1);
  await expect(best).toContainText(demoLine.payoutCode);
  await expect(best).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByTestId('workbench-selection')).toContainText('difference €0.00');
  await page.keyboard.press('Enter');
  await confirmAction(page);
  await expect(notice(page, new RegExp(`${demoLine.code} is reconciled$`))).toBeVisible();
  await expect(line.getByText('reconciled', { exact: true })).toBeVisible();

  await line.focus();
  await page.keyboard.press('u');
  const unmatch = page.getByRole('dialog', { name: `Unmatch ${demoLine.code}` });
  await unmatch.getByLabel('Reason').fill('Back as the demo had it');
  await unmatch.getByRole('button', { name: 'Unmatch' }).click();
  await confirmAction(page);
  await expect(line.getByText('unallocated', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
