import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { confirmAction } from './confirm-action.ts';
import { notice } from './notice.ts';
import { hollandGoodsNl, type OpsApi, opsApi } from './ops-api.ts';
import { refusesRangeOverOneMonth } from './retrigger-range.ts';
import { sandboxStatement } from './sandbox-bank.ts';
import { collectPageErrors, demoAccounts, signIn } from './sign-in.ts';

/** A demo division no other spec pays out from: its open batch is this spec's alone. */
const fietsplaza = { merchantCode: 'M-FIETSPLAZA', divisionCode: 'D-FIETSPLAZA' };
/** Another one for the allocation, so no other test moves money on the account it watches. */
const kunstmarktBeurzen = { merchantCode: 'M-KUNSTMARKT', divisionCode: 'D-KUNSTMARKT-BEURZEN' };
type Division = typeof fietsplaza;
const divisionPath = ({ merchantCode, divisionCode }: Division) =>
  `/api/accountowner/api/v2/accountowners/merchants/${merchantCode}/divisions/${divisionCode}`;
const payoutRequests = '/api/main/api/v1/fund/payout-requests';

/** An active seller's EUR virtual account with at least `minimum` confirmed cents and a selected EUR IBAN. */
async function payableAccount(api: OpsApi, minimum: number): Promise<string> {
  const division = fietsplaza;
  const { elements } = (await api.get(
    `${divisionPath(division)}/accountholders?status=ACTIVE&hideNoBalance=true&_fragments=balances&limit=200`,
  )) as { elements: { code: string; balances: { code: string; confirmedBalance: number; currency: string }[] }[] };
  for (const seller of elements) {
    const account = seller.balances.find((item) => item.currency === 'EUR' && item.confirmedBalance >= minimum);
    if (!account) continue;
    const externals = (await api.get(`${divisionPath(division)}/accountholders/${seller.code}/externalAccounts`)) as {
      elements: { selected: boolean; currency: string; iban: string | null }[];
    };
    if (externals.elements.some((external) => external.selected && external.currency === 'EUR' && external.iban)) {
      return account.code;
    }
  }
  throw new Error('the demo division has no active seller with money and a selected EUR account');
}

/** Two payout requests of €1.00 processed into one batch, approved and instructed through the API. */
async function instructedBatch(api: OpsApi): Promise<{ payoutCode: string; codes: string[] }> {
  const virtualAccountCode = await payableAccount(api, 300);
  const codes: string[] = [];
  for (const description of ['Bank integration 1', 'Bank integration 2']) {
    const created = (await api.post(
      `${payoutRequests}/merchants/${fietsplaza.merchantCode}/divisions/${fietsplaza.divisionCode}`,
      {
        virtualAccountCode,
        amountMode: 'PARTIAL',
        amount: 100,
        description,
      },
    )) as { code: string };
    codes.push(created.code);
  }
  const report = (await api.post(`${payoutRequests}/process`, { payoutRequestCodes: codes })) as {
    items: { payoutCode: string | null }[];
  };
  const payoutCode = report.items[0]?.payoutCode ?? '';
  const batchPath = `/api/main/api/v1/fund/payouts/merchants/${fietsplaza.merchantCode}/divisions/${fietsplaza.divisionCode}/${payoutCode}`;
  await api.post(`${batchPath}/approve/${demoAccounts.ops.email}`, {});
  await api.post(batchPath, {});
  return { payoutCode, codes };
}

// Both pay out from Fietsplaza's open batch: run at once, the second's items joined the batch the first had just
// approved, and its approval failed. They run one after the other, in one worker.
test.describe("Fietsplaza's payouts at the bank", () => {
  test.describe.configure({ mode: 'default' });

  test('import the bank statement of an instructed batch, read a line raw and link a truncated one to its payout', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = await opsApi(request, fietsplaza);
    const { payoutCode, codes } = await instructedBatch(api);
    const [paidCode = '', truncatedCode = ''] = codes;
    const truncated = truncatedCode.slice(0, 8);
    const statement = await sandboxStatement(request, payoutCode, truncatedCode);
    const path = join(await mkdtemp(join(tmpdir(), 'camt-')), statement.name);
    await writeFile(path, statement.xml);

    const errors = collectPageErrors(page);
    await signIn(page, demoAccounts.ops, '/bank-integration');
    await expect(page).toHaveTitle('Ops | Bank integration');
    await page.getByLabel('Bank statement file (camt.053 XML)').setInputFiles(path);
    await confirmAction(page);
    // The batch is the division's open one: the demo data's items in it are on the statement too.
    const entries = statement.xml.match(/<Ntry>/g)?.length ?? 0;
    expect(entries).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('status').filter({ hasText: statement.name })).toHaveText(
      `${statement.name}: ${entries} entries, ${entries} new lines`,
    );

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'failed' }).click();
    await expect(page).toHaveURL(/q=status%3AFAILED/);
    const table = page.getByRole('table', { name: 'Bank integration' });
    const row = table.getByRole('row').filter({ hasText: truncated }).filter({ hasText: payoutCode });
    await expect(row.getByText('failed', { exact: true })).toBeVisible();
    await expect(row).toContainText(`No payout request matches reference ${truncated}`);
    await expect(table.getByRole('row').filter({ hasText: paidCode })).toHaveCount(0);

    await row.getByRole('button', { name: 'Raw data' }).click();
    const raw = page.getByRole('dialog', { name: /^Raw data of BL-/ });
    await expect(raw).toContainText(`<EndToEndId>${truncated}</EndToEndId>`);
    await raw.getByRole('button', { name: 'Copy' }).click();
    await expect(raw.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<Ntry>[\s\S]*<\/Ntry>$/);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Link to payout' }).click();
    const link = page.getByRole('dialog', { name: /^Link BL-\S+ to a payout$/ });
    await link.getByLabel('Full payout request code').fill(paidCode);
    await link.getByRole('button', { name: 'Link' }).click();
    // The form's submit leads to the one confirmation, which says the spec's rule.
    expect(await confirmAction(page)).toContain(
      'Linking a bank statement to a payout is meant only for links that failed because the payout code arrived truncated.',
    );
    await expect(link.getByRole('alert')).toContainText(
      'Linking by hand is only for a line whose payout code arrived truncated',
    );
    await link.getByLabel('Full payout request code').fill(truncatedCode);
    await link.getByRole('button', { name: 'Link' }).click();
    await confirmAction(page);
    await expect(link).toBeHidden();
    await expect(notice(page, / is reconciled$/)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: truncated })).toHaveCount(0);

    const statuses = (await api.get(`${payoutRequests}?search=${truncatedCode}`)) as { elements: { status: string }[] };
    expect(statuses.elements.map((item) => item.status)).toEqual(['PROCESSED']);
    // The browser logs the refused link (409), which the test asked for; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });

  test("downloads a line's statement file as it was imported, for a bound division", async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await opsApi(request, fietsplaza);
    const { payoutCode } = await instructedBatch(api);
    const statement = await sandboxStatement(request, payoutCode);
    await api.postFile('/api/main/api/v1/reconciliation/bank-statements', {
      name: statement.name,
      mimeType: 'application/xml',
      buffer: Buffer.from(statement.xml),
    });

    const errors = collectPageErrors(page);
    const scope = `merchantCode=${fietsplaza.merchantCode}&divisionCode=${fietsplaza.divisionCode}`;
    await signIn(page, demoAccounts.ops, `/bank-integration?${scope}`);
    const row = page
      .getByRole('table', { name: 'Bank integration' })
      .getByRole('row')
      .filter({ hasText: payoutCode })
      .first();
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Statement file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(statement.name);
    const path = await download.path();
    expect(await readFile(path, 'utf8')).toBe(statement.xml);
    expect(errors).toEqual([]);
  });
});

test("the demo division's bank adapter Retrigger refuses a range over one month and asks nothing", async ({ page }) => {
  const errors = collectPageErrors(page);
  const scope = `merchantCode=${hollandGoodsNl.merchantCode}&divisionCode=${hollandGoodsNl.divisionCode}`;
  await signIn(page, demoAccounts.ops, `/bank-integration?${scope}`);
  await page.getByRole('button', { name: 'Retrigger' }).click();
  await refusesRangeOverOneMonth(page, page.getByRole('dialog', { name: 'Retrigger the bank adapter' }));
  expect(errors).toEqual([]);
});

test('refuses a file that is not a bank statement with the place, and adds nothing', async ({ page }) => {
  const path = join(await mkdtemp(join(tmpdir(), 'camt-')), 'not-a-statement.xml');
  await writeFile(path, '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>');
  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, '/bank-integration?type=DEPOSIT');
  await page.getByLabel('Bank statement file (camt.053 XML)').setInputFiles(path);
  await confirmAction(page);
  await expect(page.getByRole('alert')).toContainText(
    'Not a camt.053 bank statement: the document namespace is urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
  );
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

test('allocate money that came in to a virtual account: its confirmed balance takes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await opsApi(request, kunstmarktBeurzen);
  const balances = async () => {
    const { elements } = (await api.get(
      `${divisionPath(kunstmarktBeurzen)}/accountholders?_fragments=balances&limit=200`,
    )) as { elements: { balances: { code: string; currency: string; confirmedBalance: number }[] }[] };
    return elements.flatMap((seller) => seller.balances).filter((item) => item.currency === 'EUR');
  };
  const virtualAccountCode = (await balances())[0]?.code ?? '';
  const confirmedOf = async () =>
    (await balances()).find((item) => item.code === virtualAccountCode)?.confirmedBalance ?? Number.NaN;
  const before = await confirmedOf();
  // The sample statement made this run's own (its message, entries and deposit text), under the sample's name: the
  // same file again would be a file imported before, and its entries lines the account has.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const sampleXml = await readFile(
    new URL(
      '../../packages/platform/src/services/reconciliation/camt053/testing/samples/statement-001.02.xml',
      import.meta.url,
    ),
    'utf8',
  );
  const sample = join(await mkdtemp(join(tmpdir(), 'camt-')), 'statement-001.02.xml');
  await writeFile(
    sample,
    sampleXml
      .replaceAll('STMT-20261126-001', `STMT-${run}`)
      .replaceAll('<AcctSvcrRef>SNDB-', `<AcctSvcrRef>SNDB-${run}-`)
      .replace('<Ustrd>November</Ustrd>', `<Ustrd>November ${run}</Ustrd>`),
  );

  const errors = collectPageErrors(page);
  await signIn(page, demoAccounts.ops, '/bank-integration');
  await page.getByLabel('Bank statement file (camt.053 XML)').setInputFiles(sample);
  await confirmAction(page);
  await expect(page.getByRole('status').filter({ hasText: 'statement-001.02.xml' })).toHaveText(
    'statement-001.02.xml: 4 entries, 4 new lines',
  );
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Deposit' }).click();
  const row = page
    .getByRole('table', { name: 'Bank integration' })
    .getByRole('row')
    .filter({ hasText: `Top-up November ${run}` });
  await expect(row.getByText('unallocated', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Allocate' }).click();
  // The form takes the account; its submit leads to the one confirmation, which asks once.
  const dialog = page.getByRole('dialog', { name: /^Allocate BL-\S+$/ });
  await dialog.getByLabel('Virtual account code').fill(virtualAccountCode);
  await dialog.getByRole('button', { name: 'Allocate' }).click();
  const said = await confirmAction(page);
  expect(said).toContain('money that came in without a payout is booked onto the confirmed balance');
  expect(said).toContain(virtualAccountCode);
  await expect(dialog).toBeHidden();
  await expect(notice(page, / is reconciled$/)).toBeVisible();
  await expect(row.getByText('reconciled', { exact: true })).toBeVisible();
  expect(await confirmedOf()).toBe(before + 250_000);
  expect(errors).toEqual([]);
});
